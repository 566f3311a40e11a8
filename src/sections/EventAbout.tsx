import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AudienceList } from '../components/AudienceList';
import { PageSection } from '../components/PageSection';
import { PriceNote } from '../components/PriceNote';

export interface EventAboutProps {
  /** The event described in a few short paragraphs, in order. */
  about: readonly string[];
  /** Who it is for, one line each. */
  forWhom: readonly string[];
  /** What it costs, worded for the visitor (src/events/eventText.ts). */
  price: string;
}

/** An event page's “About this event”: what it is, who it is for, and what it costs. */
export function EventAbout({ about, forWhom, price }: EventAboutProps) {
  return (
    <PageSection heading="About this event" width="md">
      <Stack spacing={2.5}>
        {about.map((paragraph) => (
          <Typography key={paragraph} variant="body1">
            {paragraph}
          </Typography>
        ))}
      </Stack>
      <Typography variant="h5" component="h3" sx={{ mt: 5, mb: 2 }}>
        Who it’s for
      </Typography>
      <AudienceList items={forWhom} />
      <PriceNote price={price} sx={{ mt: 4 }} />
    </PageSection>
  );
}
