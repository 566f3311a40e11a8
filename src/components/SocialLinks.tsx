import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { externalLinkProps } from '../ui/externalLink';

export interface SocialLink {
  label: string;
  /** Empty when not configured: the link is then left out rather than dead. */
  url: string;
}

export interface SocialLinksProps {
  links: readonly SocialLink[];
  /** Names the list for screen readers, e.g. 'Follow The AI Edit'. */
  label: string;
}

/** Where to follow along: one button per configured profile, each opening in a new tab. */
export function SocialLinks({ links, label }: SocialLinksProps) {
  const shown = links.filter((link) => link.url.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {shown.map((link) => (
        <li key={link.label}>
          <Button
            variant="outlined"
            href={link.url}
            {...externalLinkProps}
            endIcon={<OpenInNewRounded aria-hidden="true" />}
            aria-label={`${link.label} (opens in a new tab)`}
          >
            {link.label}
          </Button>
        </li>
      ))}
    </Stack>
  );
}
