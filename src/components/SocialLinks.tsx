import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { externalLinkProps } from '../ui/externalLink';

export interface SocialLink {
  /** The service's name as the service writes it, shown on the button: 'LinkedIn', 'YouTube'. */
  label: string;
  /** The profile's address. Empty when not set yet: that button is then left out rather than dead. */
  url: string;
}

export interface SocialLinksProps {
  /** The profiles, in the order their buttons appear: LinkedIn, Newsletter, Instagram… */
  links: readonly SocialLink[];
  /**
   * Names the row for screen readers, usually the heading above it: 'Follow along'. Nothing on screen
   * changes.
   */
  label: string;
}

/**
 * A row of outlined pink buttons, one for each place to follow along (LinkedIn, the newsletter,
 * Instagram…), each opening in a new tab. It appears on the About page and under the podcast.
 */
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
