import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { JsonLd } from '../../src/components/JsonLd';

const event = {
  '@context': 'https://schema.org',
  '@type': 'Event',
  name: 'Waves & AI: Summer Boat Party',
  startDate: '2025-08-29T18:00:00+01:00',
  description: 'A text that tries to end the script early: </script><script>alert(1)</script>',
};

// Structured data for search engines: nothing to see on the page, so the story shows what it carries.
const meta = {
  title: 'Internal/JsonLd',
  id: 'components-jsonld',
  component: JsonLd,
  args: { data: event },
  render: (args) => (
    <>
      <Typography variant="body2" sx={{ p: 3, color: 'text.secondary' }}>
        This page carries schema.org data for search engines in a script the visitor never sees.
      </Typography>
      <JsonLd {...args} />
    </>
  ),
  parameters: {
    host: 'same',
    guidance: {
      use: [
        "On a page that search engines should understand as something specific: the home page says who publishes the site (The AI Edit), each event page gives the event's dates, place, number of places and, when free, its price.",
        'Once for each thing a page describes.',
      ],
      avoid: [
        {
          when: 'Visitors should see the information.',
          instead:
            "Put it on the page itself (FactList for an event's facts): JsonLd only repeats what the page says.",
        },
        {
          when: "Setting the page's title, description or the card shown when a link is shared.",
          instead: 'PageMeta, which StandardPage fills from content/pages.ts.',
        },
      ],
      content: [
        'Describe only what the page shows: the same name, dates and place as the visible text.',
        "Use schema.org's types and names (Organization, Event, Place). Dates in ISO 8601 with the London offset, e.g. '2025-08-29T18:00:00+01:00'; where only the month is known, just the year and month ('2025-12').",
        'A free event says so, with a price of 0 GBP; a paid event gives no price, as its price is shared after a successful application.',
      ],
      states: [
        {
          name: 'Present',
          looks: 'Nothing on screen at any width. The story prints a line only to say the data is there.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader: 'Nothing is announced: the data is not part of what the page reads out.',
        contrast: 'Not applicable: it draws nothing.',
      },
      status: {
        level: 'Internal',
        note: 'Used on the home page (the organisation) and on every event page (the event). Nothing for a designer to sign off on screen.',
      },
      engineering: [
        'Renders <script type="application/ld+json">. Every \'<\' in the JSON is written as \\u003c, so no text in the data can end the script early (the Event story checks this).',
        "Event data comes from eventJsonLd (src/events/structuredData.ts), from the event's record in content/events.ts.",
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof JsonLd>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An event's data, with a description that tries to end the script early: the play checks it stays inside. */
export const Event: Story = {
  play: async ({ canvasElement }) => {
    const scripts = canvasElement.querySelectorAll('script[type="application/ld+json"]');
    await expect(scripts).toHaveLength(1);
    const text = scripts[0]?.textContent ?? '';
    // A '<' inside the data can never close the script element.
    await expect(text).not.toContain('</script>');
    await expect(JSON.parse(text)).toEqual(event);
  },
};
