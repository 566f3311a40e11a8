import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { REQUESTED_PATH_ATTRIBUTE } from '../page-script/notFound';

export interface NotFoundProps {
  /** Where 'Return to Home' leads: '/', the front page of the host the visitor is on. */
  homeHref: string;
  /**
   * The address that was asked for, e.g. '/women-love-ai/evnts', shown back in bold in the sentence.
   * Leave it out for the general sentence 'The page you are looking for has moved or never existed.':
   * on the site, the page script then puts in the address the visitor asked for (src/page-script/notFound.ts).
   */
  path?: string;
}

function PathSentence({ path }: { path: string }) {
  return (
    <>
      There is no page at <strong>{path}</strong>. It may have moved, or the link may have a typo.
    </>
  );
}

/**
 * The 404 page, for any address the site does not have: a big '404', 'Oops! Page not found', and a
 * button home.
 */
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
          <PathSentence path={path} />
        ) : (
          <span {...{ [REQUESTED_PATH_ATTRIBUTE]: '' }}>
            The page you are looking for has moved or never existed.
            <template>
              <PathSentence path="" />
            </template>
          </span>
        )}
      </Typography>
      <Button variant="contained" size="large" href={homeHref} sx={{ mt: 5 }}>
        Return to Home
      </Button>
    </Container>
  );
}
