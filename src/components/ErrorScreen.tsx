import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface ErrorScreenProps {
  /** Where 'Return to Home' leads, e.g. '/' (the front page of the host the visitor is on). */
  homeHref: string;
  /**
   * Called when the visitor presses 'Try again'; on the site it reloads the page. Leave it out and the
   * button is not shown.
   */
  onRetry?: () => void;
  /**
   * Technical detail of the failure, shown in a grey box under the buttons, e.g.
   * "TypeError: Cannot read properties of undefined (reading 'title')". Only for the site in
   * development: visitors never see it.
   */
  detail?: string;
}

/**
 * The page shown in place of one that failed to load or draw, inside the site's header and footer:
 * 'Unexpected Application Error!', an apology, and two ways on ('Try again' and 'Return to Home').
 */
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
