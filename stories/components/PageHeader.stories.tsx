import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { Guidance } from '../../.storybook/guidance';
import { pages } from '../../content/pages';
import { PageHeader } from '../../src/components/PageHeader';

const meta = {
  title: 'Content cards/Layout/PageHeader',
  id: 'components-pageheader',
  component: PageHeader,
  args: { heading: pages.playbook.heading, eyebrow: pages.playbook.eyebrow, intro: pages.playbook.intro },
  parameters: {
    host: 'same',
    guidance: {
      use: [
        'At the very top of a page, straight under the site header: once per page, as it holds the page’s only h1.',
        'With BackLink or Breadcrumbs above the heading on pages inside a section, such as events.',
        'With the page’s main calls to action or an event’s FactList below the intro.',
      ],
      avoid: [
        {
          when: 'You need a heading further down the page.',
          instead: 'PageSection, which carries an h2.',
        },
        {
          when: 'The block introduces one featured item rather than the page, such as the podcast itself.',
          instead: 'PodcastFeature, or a card inside a PageSection.',
        },
      ],
      content: [
        'Heading: short and clear, so it fits two or three lines; it wraps at about 20 characters when left-aligned. Use the page’s name where the specification gives one (“The Founding 20”, “The AI Playbook”).',
        'Eyebrow: two or three words that place the page (“Women Love AI”, “About”); leave it out rather than repeat the heading.',
        'Intro: one or two friendly sentences that speak to “you”, in plain British English; it wraps at about 60 characters a line.',
        'Page copy lives in content/pages.ts; event pages take theirs from the event’s record.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A full-width band on the hero gradient (pink 50, white, teal 50) with a 1 px divider (neutral 200) under it; the eyebrow in small capitals in link pink (pink 700), the heading in the display face (Fredoka, 36 to 56 px as the screen widens) in text primary (neutral 900), and the intro at lead size (19 px) in text secondary (neutral 600). 48 px of padding above and below on phones, 80 px from medium screens up.',
        },
        { name: 'Heading only', looks: 'Just the heading in the band, with the same padding.' },
        {
          name: 'Centred',
          looks: 'All text centred, and the heading may run the full width before wrapping.',
        },
        {
          name: 'With actions',
          looks: 'Buttons or facts sit 32 px under the intro.',
        },
        {
          name: 'With back link',
          looks: 'A back link or breadcrumbs sit 24 px above the eyebrow.',
        },
      ],
      accessibility: {
        keyboard:
          'Nothing of its own to focus; any links or buttons placed in it are reached with Tab in reading order: above the heading first, then below the intro.',
        screenReader:
          'The heading is the page’s level 1 heading; the eyebrow and intro are read as paragraphs around it. The band is a header element inside the page’s main region, so it is not announced as a landmark of its own.',
        contrast:
          'Across the gradient: heading (neutral 900) at least 16.46:1, intro (neutral 600) at least 6.92:1, eyebrow (pink 700) at least 6.93:1.',
      },
      status: {
        level: 'Stable',
        note: 'Opens every page of the site except the 404 page, most of them through StandardPage.',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;

/** The words of a page's header, as the site gives them to PageHeader. */
const headerOf = ({ heading, eyebrow, intro }: { heading: string; eyebrow: string; intro: string }) => ({
  heading,
  eyebrow,
  intro,
});
type Story = StoryObj<typeof meta>;

/** The Playbook's header, with eyebrow, heading and intro: check the spacing between the three and the gradient behind them. */
export const Default: Story = {};

/** The heading alone: check the band still feels balanced without an eyebrow or intro. */
export const HeadingOnly: Story = { args: { eyebrow: undefined, intro: undefined } };

/** Centred text: check the heading and intro stay centred as they wrap. */
export const Centered: Story = { args: { align: 'center' } };

/** The home page's header with its call to action: check the button's distance from the intro. */
export const WithActions: Story = {
  args: {
    ...headerOf(pages.home),
    children: (
      <Button variant="contained" size="large" href="/find-prompt">
        Find A Prompt
      </Button>
    ),
  },
};
/** The events page's header with a link above the heading: check the link sits clear of the eyebrow. */
export const WithBackLink: Story = {
  args: { ...headerOf(pages.events), above: <Link href="/">← Back to home</Link> },
};
