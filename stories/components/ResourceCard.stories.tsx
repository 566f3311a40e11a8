import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { ResourceCard } from '../../src/components/ResourceCard';
import { resourceCards } from '../siteFixtures';

const [guide, template, tools, analysis] = resourceCards;

const meta = {
  title: 'Content cards/ResourceCard',
  id: 'components-resourcecard',
  component: ResourceCard,
  args: guide,
  parameters: {
    layout: 'padded',
    maxWidth: 332,
    host: 'same',
    guidance: {
      use: [
        'For each of the six free PDFs: in the Resources section at the top of every page’s footer, and on the Resources page.',
        'When the card’s one action is to open a downloadable document in a new tab.',
      ],
      avoid: [
        {
          when: 'The link goes to a web page, not a PDF.',
          instead: 'A plain link or a button: the card tells screen readers it opens a PDF.',
        },
        {
          when: 'You are recommending an outside tool.',
          instead: 'ToolTile.',
        },
        {
          when: 'The card has nothing to open: a benefit or a reason.',
          instead: 'FeatureCard.',
        },
      ],
      content: [
        'Type: one of the spec’s four, Guide, Template, Tools or Analysis. The button’s words follow from it, as the spec gives them: ‘Get Guide’, ‘Get Template’, ‘See Tools’, ‘See Analysis’, and ‘View Resource’ for anything else.',
        'Title: the document’s own title, as on its title page (20 to 33 characters today).',
        'Description: one sentence, about 80 to 95 characters, on what the reader gets.',
        'Behind every card, a real document of two to six pages in the brand’s look, with the site’s address in it.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A white card with a 1 px neutral 200 border, 20 px corners and a low shadow. A 44 px pink 50 tile with a pink 600 icon, beside the type in small spaced-out pink 700 capitals; the title in Fredoka; the description in neutral 600; at the foot, an outlined pink 600 pill with the action and a new-tab icon.',
        },
        {
          name: 'Hover',
          looks:
            'The whole card takes on a soft pink glow. Over the button, its half-strength border turns solid over a faint pink wash.',
        },
        {
          name: 'Focus',
          looks:
            'The button gets the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill.',
        },
        { name: 'No icon', looks: 'The type stands alone above the title.' },
        {
          name: 'Long text',
          looks:
            'The title and description wrap; the button stays at the foot, and cards in a row share one height.',
        },
      ],
      accessibility: {
        keyboard: 'Tab reaches the button; Enter opens the PDF in a new tab.',
        screenReader:
          'The title is a heading (level 3 unless set; level 2 on the Resources page). The button is a link read as ‘Get Guide: <title> (PDF, opens in a new tab)’. The icon tile is hidden.',
        contrast:
          'Type pink 700 on white 7.59:1; title neutral 900 18.04:1; description neutral 600 7.58:1; button label pink 600 5.60:1 (its half-strength border 2.42:1: the label carries it); icon pink 600 on pink 50 5.11:1. The button’s focus ring, pink 600, is 5.60:1 against the white card.',
      },
      status: {
        level: 'Stable',
        note: 'Used for the six resources in the footer of every page on both hosts, and on the Resources page.',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Guide: check the icon tile, the pink type, and the button reading ‘Get Guide’. */
export const Guide: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Get Guide/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
/** A Template: check the button reads ‘Get Template’. */
export const Template: Story = { args: template };
/** A Tools resource: check the button reads ‘See Tools’. */
export const Tools: Story = { args: tools };
/** An Analysis: check the button reads ‘See Analysis’. */
export const Analysis: Story = { args: analysis };
/** A type the site does not know: check the button falls back to ‘View Resource’. */
export const OtherType: Story = {
  args: { ...guide, type: 'Checklist', title: 'Meeting Notes Checklist' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /^View Resource/ })).toBeVisible();
  },
};
/** A long title and description: check they wrap and the button stays at the foot. */
export const LongText: Story = {
  args: {
    ...guide,
    title: 'The Complete, Unabridged and Thoroughly Practical Field Guide to Prompting at Work',
    description:
      'Everything from first prompts to reusable templates, with worked examples for email, reports, research, planning, meetings and presentations, plus a checklist to keep beside your keyboard.',
  },
};
/** No icon: check the type sits alone, with no empty tile. */
export const WithoutIcon: Story = { args: { ...guide, icon: undefined } };

/** The pointer over the card and its button: check the card’s soft pink glow and the button’s solid border. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered() };

/** The button reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Get Guide/ });
    link.focus();
    await expect(link).toHaveFocus();
  },
};
