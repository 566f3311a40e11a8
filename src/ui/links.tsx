/**
 * Links that several components draw the same way: a button that opens another site in a new tab,
 * a person's profile link, and a navigation link that marks the page being shown.
 */
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { NavLinkItem } from '../navigation/navTypes';
import { externalLinkProps } from './externalLink';
import { visuallyHidden } from './visuallyHidden';

/** The attributes of a navigation link: its address, and `aria-current` on the page it leads to. */
export const pageLinkProps = (item: NavLinkItem) => ({
  href: item.href,
  'aria-current': item.active ? ('page' as const) : undefined,
});

/** A MUI Button's props, with the name screen readers hear in place of its own aria-label. */
export interface NewTabButtonProps extends Omit<ButtonProps, 'aria-label'> {
  /** What screen readers hear for the button, before '(opens in a new tab)', e.g. 'Listen now: Episode title'. */
  name: string;
}

/** A button to a page of another site (`href`), opened in a new tab; screen readers are told it opens one. */
export function NewTabButton({ href, name, ...button }: NewTabButtonProps) {
  return (
    <Button href={href} {...externalLinkProps} aria-label={`${name} (opens in a new tab)`} {...button} />
  );
}

/** The look of a profile link: bold words with the new-tab icon after them. */
const profileLinkSx = { display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 } as const;

/** Where a profile link leads, whose it is and the words it shows. */
export interface ProfileLinkProps {
  /** The person's professional profile, opened in a new tab. */
  href: string;
  /** The person's name, which screen readers hear after the visible words: '… profile of Name'. */
  name: string;
  /** The visible words, usually the service's name, e.g. 'LinkedIn'. */
  label: string;
  /** Where the link sits in its card or column, e.g. `{ mt: 'auto' }`. */
  sx?: SxProps<Theme>;
}

/** A link to a person's professional profile, opened in a new tab, as the people cards and bios show it. */
export function ProfileLink({ href, name, label, sx = [] }: ProfileLinkProps) {
  return (
    <Link href={href} {...externalLinkProps} sx={[profileLinkSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      {label}
      <Box component="span" sx={visuallyHidden}>
        {` profile of ${name} (opens in a new tab)`}
      </Box>
      <OpenInNewRounded fontSize="small" aria-hidden="true" />
    </Link>
  );
}
