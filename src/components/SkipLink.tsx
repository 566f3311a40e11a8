import Link from '@mui/material/Link';

export interface SkipLinkProps {
  /** Id of the main landmark. */
  targetId: string;
  label?: string;
}

/** The first stop for keyboard users: hidden until focused, then jumps past the header. */
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
