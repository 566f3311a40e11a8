import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface ErrorScreenProps {
  homeHref: string;
  /** Reloads the page. */
  onRetry?: () => void;
  /** Technical detail, shown only where the caller decides it is safe (development). */
  detail?: string;
}

/** Shown when a page fails to render: the site's look, an apology and two ways forward. */
export function ErrorScreen({ homeHref, onRetry, detail }: ErrorScreenProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography variant="eyebrow" component="p" sx={{ color: 'text.link' }}>
        Something broke on our side
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        Unexpected Application Error!
      </Typography>
      <Typography variant="lead" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
        Sorry, this page could not be shown. Trying again usually helps; if it does not, the home page will.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mt: 5 }}>
        {onRetry && (
          <Button variant="contained" size="large" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button variant="outlined" size="large" href={homeHref}>
          Return to Home
        </Button>
      </Box>
      {detail && (
        <Box
          component="pre"
          sx={{
            mt: 5,
            p: 2,
            textAlign: 'left',
            bgcolor: 'surface.muted',
            borderRadius: 2,
            fontSize: '0.8125rem',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {detail}
        </Box>
      )}
    </Container>
  );
}
