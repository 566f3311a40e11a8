import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import type { SceneArt } from '../../content/types';
import { scene, sceneNames } from '../../src/art/scenes';
import { CARD_ART, Illustration } from '../../src/components/Illustration';

const meta = preview.meta({
  title: 'Content cards/Illustration',
  id: 'components-illustration',
  component: Illustration,
  args: { picture: scene('waves-ai') },
  argTypes: {
    picture: {
      control: 'select',
      options: sceneNames,
      mapping: Object.fromEntries(sceneNames.map((name) => [name, scene(name as SceneArt)])),
    },
  },
  parameters: { layout: 'padded', maxWidth: 520, host: 'same' },
});

/** The boat party's picture at the size a page header gives it: check the shapes, colours and faces. */
export const Hero = meta.story({
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('[aria-hidden="true"] > svg');
    await expect(picture).not.toBeNull();
    // Decorative: nothing for a screen reader.
    await expect(canvasElement.querySelector('[role="img"]')).toBeNull();
  },
});

/** The small copy a card carries, 96 × 72: check the subject still reads at that size. */
export const Card = meta.story({
  args: { size: 'card' },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('width', String(CARD_ART.width));
    await expect(img).toHaveAttribute('height', String(CARD_ART.height));
    await expect(img).toHaveAttribute('alt', '');
  },
});

/** The small copy drawn into the page, for a card under a page that already draws the same picture. */
export const CardDrawnIn = meta.story({
  args: { size: 'card', inline: true },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(box?.querySelector('svg')).not.toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    const { width, height } = (box as HTMLElement).getBoundingClientRect();
    await expect([width, height]).toEqual([CARD_ART.width, CARD_ART.height]);
  },
});

/** With a text alternative, for a picture that carries meaning: its own description is read out. */
export const WithTextAlternative = meta.story({
  args: { alt: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: args.picture.title })).toBeVisible();
  },
});

/** Every picture small, as the cards show them: check each subject is told apart from the others. */
export const AllCards = meta.story({
  parameters: { maxWidth: 720 },
  render: () => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {(sceneNames as SceneArt[]).map((name) => (
        <li key={name}>
          <Illustration picture={scene(name)} size="card" />
        </li>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(sceneNames.length);
  },
});
