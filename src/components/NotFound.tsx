import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface NotFoundProps {
  /** Where 'Return to Home' leads: the root of the current host. */
  homeHref: string;
  /** The path that was asked for, shown back to the visitor. */
  path?: string;
}

/** The 404 screen: a big '404', what happened, and the way home. */
export function NotFound({ homeHref, path }: NotFoundProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography variant="display" component="p" sx={{ color: 'primary.main' }} aria-hidden="true">
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        Oops! Page not found
      </Typography>
      <Typography
        variant="lead"
        component="p"
        sx={{ color: 'text.secondary', mt: 2, overflowWrap: 'anywhere' }}
      >
        {path ? (
          <>
            There is no page at <strong>{path}</strong>. It may have moved, or the link may have a typo.
          </>
        ) : (
          'The page you are looking for has moved or never existed.'
        )}
      </Typography>
      <Button variant="contained" size="large" href={homeHref} sx={{ mt: 5 }}>
        Return to Home
      </Button>
    </Container>
  );
}
