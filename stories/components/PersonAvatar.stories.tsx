import preview from '../../.storybook/preview';
import Stack from '@mui/material/Stack';
import { expect } from 'storybook/test';
import { PersonAvatar } from '../../src/components/PersonAvatar';
import { portraitUrl } from '../../src/art/portraits';
import { person } from './communityFixtures';

const meta = preview.meta({
  title: 'Content cards/PersonAvatar',
  id: 'components-personavatar',
  component: PersonAvatar,
  args: { name: person('organiser').name },
  parameters: { layout: 'padded', host: 'same' },
});

/** Without a picture: check the initials sit centred in pink on the pale pink circle. */
export const Initials = meta.story({
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('IH')).toBeVisible();
    // The name is printed beside every avatar, so the initials are hidden from screen readers.
    await expect(canvas.getByText('IH')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
});

/** A picture that fails to load: check the initials show, never a broken image. */
export const FailedImage = meta.story({
  args: { src: '/no-such-portrait.svg' },
  play: async ({ canvas }) => {
    const initials = await canvas.findByText('IH');
    await expect(initials).toBeVisible();
  },
});

/** Four sizes side by side, from 40 to 112 px: check the initials scale with the circle. */
export const Sizes = meta.story({
  args: { name: person('cohost').name },
  render: (args) => (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {[40, 64, 96, 112].map((size) => (
        <PersonAvatar key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const initials = canvas.getAllByText('AO');
    await expect(initials).toHaveLength(4);
    const widths = initials.map((el) => el.parentElement?.getBoundingClientRect().width ?? 0);
    await expect(widths).toEqual([40, 64, 96, 112]);
  },
});

/** Once the portrait has loaded it fills the circle: check the white rim and the pink glow around it. */
export const WithPortrait = meta.story({
  args: { src: portraitUrl(person('organiser').portrait) },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).not.toBeNull();
    await expect(img).toHaveAttribute('alt', '');
  },
});
