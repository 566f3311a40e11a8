import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

export interface LogoProps {
  /** Where the logo leads: the home page of the site being visited, '/'. */
  href: string;
  /** The name beside the mark: 'The AI Edit'. Screen readers hear it followed by 'home'. */
  siteName: string;
  /** For dark surfaces: the name turns white; the mark stays pink. The footer uses it. */
  inverse?: boolean;
}

/**
 * The site's logo: a white sparkle in a pink speech bubble beside the site's name, linking home. It
 * starts the header and the footer.
 */
export function Logo({ href, siteName, inverse = false }: LogoProps) {
  return (
    <Link
      href={href}
      underline="none"
      aria-label={`${siteName} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: inverse ? 'surface.onInverse' : 'text.primary',
        fontFamily: (t) => t.typography.h1.fontFamily,
        fontWeight: 600,
        fontSize: '1.375rem',
        lineHeight: 1,
        whiteSpace: 'nowrap',
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
        sx={{ width: 32, height: 32, flexShrink: 0, color: 'primary.main' }}
      >
        <path
          fill="currentColor"
          d="M16 2C8.3 2 2 7.8 2 15c0 3.6 1.6 6.9 4.2 9.2L5 30l6.4-3.1c1.4.4 3 .6 4.6.6 7.7 0 14-5.8 14-13S23.7 2 16 2Z"
        />
        <Box
          component="path"
          sx={{ fill: (t) => t.palette.primary.contrastText }}
          d="M16 7.5l1.9 5 5.1 1.9-5.1 1.9-1.9 5-1.9-5-5.1-1.9 5.1-1.9z"
        />
      </Box>
      <span>{siteName}</span>
    </Link>
  );
}
