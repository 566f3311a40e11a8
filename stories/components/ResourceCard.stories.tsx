import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { focusedOn, hovered } from '../../.storybook/states';
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
  ...focusedOn('link', /^Get Guide/),
};
