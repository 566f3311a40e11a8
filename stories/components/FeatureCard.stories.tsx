import type { Meta, StoryObj } from '@storybook/react-vite';
import EventRounded from '@mui/icons-material/EventRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { FeatureCard } from '../../src/components/FeatureCard';
import { joinReason } from './communityFixtures';

const meta = {
  title: 'Content cards/FeatureCard',
  id: 'components-featurecard',
  component: FeatureCard,
  args: { title: joinReason('events').title, text: joinReason('events').text, icon: <EventRounded /> },
  parameters: {
    layout: 'padded',
    maxWidth: 312,
    host: 'same',
    guidance: {
      use: [
        'For a short benefit or reason, in a row of two to six cards in a CardGrid: the home page’s three features, the about page’s two benefits, the community page’s six reasons to join.',
        'When each point needs a picture and a sentence, not a paragraph.',
      ],
      avoid: [
        {
          when: 'The card should lead somewhere (a page, a download, a tool).',
          instead:
            'ResourceCard or ToolTile, which carry a button; or a link under the row, as the home page’s ‘Find A Prompt’ button.',
        },
        {
          when: 'The points are part of reading text, or there are many of them.',
          instead: 'KeyPoints.',
        },
      ],
      content: [
        'Title: a few words (12 to 31 characters today). Use the spec’s words where it gives them: ‘Ready-to-Use Prompts’, ‘Guides & Resources’, ‘AI Trends & Tools’.',
        'Text: one or two sentences (about 80 to 130 characters), speaking to the visitor, confident, never hype.',
        'Icon: one rounded Material icon that illustrates the title. It is never read out, so the title must say it all.',
        'Keep the cards in one row to similar lengths, so they line up.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A white card with a 1 px neutral 200 border, 20 px corners and a low shadow. A 48 px pink 50 tile holds the icon in pink 600; under it the title in Fredoka (17 px, semibold) and the text in neutral 600 (14 px).',
        },
        {
          name: 'Long text',
          looks: 'The text wraps; cards in a row stretch to the height of the tallest.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader: 'A heading (level 3 unless set) and its text. The icon and its tile are hidden.',
        contrast:
          'Title neutral 900 on white 18.04:1; text neutral 600 on white 7.58:1; icon pink 600 on pink 50 5.11:1.',
      },
      status: {
        level: 'Stable',
        note: 'Used on the home page (three features), the about page (two benefits) and the community page (six reasons to join).',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reason to join from the community page: check the icon tile, the title and the text sit evenly spaced. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 3, name: args.title })).toBeVisible();
    await expect(card.getByText(args.text)).toBeVisible();
    // The icon illustrates the title: screen readers skip it.
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Another reason, with a different icon: check the tile keeps the icon centred. */
export const Mentoring: Story = {
  args: {
    title: joinReason('mentoring').title,
    text: joinReason('mentoring').text,
    icon: <HandshakeRounded />,
  },
};

/** Where the card is the first thing under a page’s title, so its title is a level 2 heading: check it looks the same. */
export const HeadingLevelTwo: Story = {
  args: { headingLevel: 'h2' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: args.title })).toBeVisible();
  },
};
