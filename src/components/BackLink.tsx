import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Link from '@mui/material/Link';

export interface BackLinkProps {
  /** Where the link goes: the page it returns to. */
  href: string;
  /** What the link goes back to, e.g. 'Home': it reads 'Back to Home'. */
  to: string;
}

/** A quiet link back up the site, above a page's heading: 'Back to Events'. */
export function BackLink({ href, to }: BackLinkProps) {
  return (
    <Link
      href={href}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, color: 'text.link' }}
    >
      <ArrowBackRounded fontSize="small" aria-hidden="true" />
      Back to {to}
    </Link>
  );
}
