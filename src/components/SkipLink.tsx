import Link from '@mui/material/Link';

export interface SkipLinkProps {
  /** The id of the page's main area, where the link jumps to: 'main-content' on the site. */
  targetId: string;
  /** The link's words; 'Skip to main content' unless changed. */
  label?: string;
}

/**
 * The first thing a keyboard user reaches on every page: a pink link, hidden above the top of the
 * window until it is focused, that jumps past the header to the page's content.
 */
export function SkipLink({ targetId, label = 'Skip to main content' }: SkipLinkProps) {
  return (
    <Link
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: (t) => t.zIndex.tooltip,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus-visible, &:focus': { top: 12 },
      }}
    >
      {label}
    </Link>
  );
}
