import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Island } from '../islands/Island';
import type { EventFormIslandProps } from '../islands/EventFormIsland';
import { FORM_ANCHOR } from '../islands/EventWhenIsland';

/**
 * An event page's form, last on the page: the place its call to action leads to (and focuses, so a
 * keyboard or screen reader carries on from there), hydrated as an island.
 */
export function EventApplication(props: EventFormIslandProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Box id={FORM_ANCHOR} tabIndex={-1} sx={{ scrollMarginTop: 96, '&:focus': { outline: 'none' } }}>
        <Island name="event-form" props={props} />
      </Box>
    </Container>
  );
}
