import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import { eventRecords } from '../../content/events';
import { eventTimingText as timing } from '../../content/eventTiming';
import { EventStatus } from '../../src/components/EventStatus';
import { whenItTookPlace } from '../../src/events/schedule';

const meta = preview.meta({
  title: 'Content cards/EventStatus',
  id: 'components-eventstatus',
  component: EventStatus,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, bgcolor: 'brand.tint' }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    tone: 'past' as const,
    title: timing.pastTitle(whenItTookPlace(eventRecords['waves-ai'].schedule)),
    text: timing.pastText,
  },
  parameters: { host: 'same' },
});

/** A single evening that is over: check the date reads in full and the grey box stays quiet. */
export const TookPlace = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This event took place on Friday 29 August 2025.')).toBeVisible();
  },
});

/** An event known only by its month, once that month is over: check the title names just the month. */
export const TookPlaceInAMonth = meta.story({
  args: { title: timing.pastTitle(whenItTookPlace(eventRecords['autumn-retreat'].schedule)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This event took place in December 2025.')).toBeVisible();
  },
});

/** While an evening is under way: check the pink border and play icon set it apart from the past box. */
export const HappeningNow = meta.story({
  args: { tone: 'now', title: timing.nowTitle, text: timing.nowText },
});

/** During the month of an event whose days are still to be confirmed: check it reads as good news, in the pink box. */
export const ThisMonth = meta.story({
  args: { tone: 'now', title: timing.monthTitle, text: timing.monthText },
});
