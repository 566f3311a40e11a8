import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { focusedOn, hovered } from '../../.storybook/states';
import { ResourceCard } from '../../src/components/ResourceCard';
import { resourceCards } from '../siteFixtures';

const [guide, template, tools, analysis] = resourceCards;

const meta = preview.meta({
  title: 'Content cards/ResourceCard',
  id: 'components-resourcecard',
  component: ResourceCard,
  args: guide,
  parameters: { layout: 'padded', maxWidth: 332, host: 'same' },
});

/** A Guide: check the icon tile, the pink type, and the button reading ‘Get Guide’. */
export const Guide = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Get Guide/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});
/** A Template: check the button reads ‘Get Template’. */
export const Template = meta.story({ args: template });
/** A Tools resource: check the button reads ‘See Tools’. */
export const Tools = meta.story({ args: tools });
/** An Analysis: check the button reads ‘See Analysis’. */
export const Analysis = meta.story({ args: analysis });
/** A type the site does not know: check the button falls back to ‘View Resource’. */
export const OtherType = meta.story({
  args: { ...guide, type: 'Checklist', title: 'Meeting Notes Checklist' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^View Resource/ })).toBeVisible();
  },
});
/** A long title and description: check they wrap and the button stays at the foot. */
export const LongText = meta.story({
  args: {
    ...guide,
    title: 'The Complete, Unabridged and Thoroughly Practical Field Guide to Prompting at Work',
    description:
      'Everything from first prompts to reusable templates, with worked examples for email, reports, research, planning, meetings and presentations, plus a checklist to keep beside your keyboard.',
  },
});
/** No icon: check the type sits alone, with no empty tile. */
export const WithoutIcon = meta.story({ args: { ...guide, icon: undefined } });

/** The pointer over the card and its button: check the card’s soft pink glow and the button’s solid border. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered() });

/** The button reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...focusedOn('link', /^Get Guide/),
});
