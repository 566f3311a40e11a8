import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { REQUESTED_PATH_ATTRIBUTE } from '../ui/heldInput';
import type { Scene } from '../art/scenes';
import { Illustration } from './Illustration';

export interface NotFoundProps {
  /** Where 'Return to Home' leads: '/', the front page of the host the visitor is on. */
  homeHref: string;
  /**
   * The address that was asked for, e.g. '/women-love-ai/evnts', shown back in bold in the sentence.
   * Leave it out for the general sentence 'The page you are looking for has moved or never existed.':
   * on the site, the page script then puts in the address the visitor asked for (src/start/pageScript.ts).
   */
  path?: string;
  /** The lost-and-found picture beside the words (theme/art/scenes/not-found.svg, painted). */
  picture: Scene;
}

function PathSentence({ path }: { path: string }) {
  return (
    <>
      There is no page at <strong>{path}</strong>. It may have moved, or the link may have a typo.
    </>
  );
}

/**
 * The 404 page, for any address the site does not have: a big '404', 'Oops! Page not found', a
 * button home, and a friendly lost-and-found picture beside them (above them on phones).
 */
export function NotFound({ homeHref, path, picture }: NotFoundProps) {
  return (
    <Container
      maxWidth="lg"
      sx={{
        py: { xs: 6, md: 12 },
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gridTemplateAreas: { xs: '"art" "words"', md: '"words art"' },
        columnGap: 8,
        alignItems: 'center',
        textAlign: { xs: 'center', md: 'left' },
      }}
    >
      <Illustration picture={picture} sx={{ justifySelf: { xs: 'center', md: 'end' } }} />
      <Box sx={{ gridArea: 'words', minWidth: 0 }}>
        <Typography variant="display" component="p" sx={{ color: 'primary.main' }} aria-hidden="true">
          404
        </Typography>
        <Typography variant="h1" sx={{ mt: 2 }}>
          Oops! Page not found
        </Typography>
        <Typography
          variant="lead"
          component="p"
          // Room for the address the page script puts in, so the button under it stays where it is.
          sx={{
            color: 'text.secondary',
            mt: 2,
            overflowWrap: 'anywhere',
            minHeight: { xs: '4lh', md: '2lh' },
          }}
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
      </Box>
    </Container>
  );
}
