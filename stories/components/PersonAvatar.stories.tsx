import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { PersonAvatar } from '../../src/components/PersonAvatar';
import { portraitUrl } from '../../src/art/portraits';
import { person } from './communityFixtures';

const meta = {
  title: 'Content cards/PersonAvatar',
  id: 'components-personavatar',
  component: PersonAvatar,
  args: { name: person('organiser').name },
  parameters: {
    layout: 'padded',
    host: 'same',
    guidance: {
      use: [
        'Beside a person’s printed name, wherever the site shows a person: member cards, bios, the founder’s note and the course instructor.',
        'When a picture may be missing: the initials fill in, so the layout never changes.',
      ],
      avoid: [
        {
          when: 'The picture is the only place the person is named.',
          instead:
            'Print the name beside it (as MemberCard and PersonBio do): the avatar is hidden from screen readers.',
        },
        {
          when: 'You need an icon or a monogram for a thing rather than a person, such as a tool.',
          instead: 'IconTile.',
        },
      ],
      content: [
        'Use one of the site’s five original portraits (SVG art in the brand’s colours); never a stock photo or a picture fetched from elsewhere.',
        'Give the full name: the initials are its first and last words (“Imogen Hartwell” → “IH”); a one-word name gives one letter.',
        'Use the size of the place it sits: 56 px in the founder’s note, 64 px on the course card, 96 px on member cards, 112 px in bios.',
      ],
      states: [
        {
          name: 'With portrait',
          looks: 'The picture fills the circle, inside a 3 px white rim with a soft pink glow.',
        },
        {
          name: 'Initials',
          looks:
            'No picture: the initials in the heading face (Fredoka, semibold, about a third of the avatar’s width) in link pink (pink 700) on brand tint (pink 50), with the same rim and glow.',
        },
        {
          name: 'Loading',
          looks: 'An empty pink 50 circle until the picture arrives.',
        },
        {
          name: 'Failed image',
          looks:
            'The picture would not load: the initials show, as with no picture; never a broken-image icon.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader:
          'Nothing is announced: the picture has empty alt text and the initials are hidden, because the name is always printed beside it.',
        contrast: 'Initials in pink 700 on pink 50 are 6.93:1 (AA at any size, AAA for the large letters).',
      },
      status: {
        level: 'Stable',
        note: 'Used inside MemberCard, PersonBio, FounderNote and CourseCard.',
      },
      engineering: [
        'Built on MUI’s Avatar: while a picture is loading, its image element is in place (so the initials do not flash); the initials render only with no `src` or after the image errors.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof PersonAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a picture: check the initials sit centred in pink on the pale pink circle. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement);
    await expect(avatar.getByText('IH')).toBeVisible();
    // The name is printed beside every avatar, so the initials are hidden from screen readers.
    await expect(avatar.getByText('IH')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A picture that fails to load: check the initials show, never a broken image. */
export const FailedImage: Story = {
  args: { src: '/no-such-portrait.svg' },
  play: async ({ canvasElement }) => {
    const initials = await within(canvasElement).findByText('IH');
    await expect(initials).toBeVisible();
  },
};

/** Four sizes side by side, from 40 to 112 px: check the initials scale with the circle. */
export const Sizes: Story = {
  args: { name: person('cohost').name },
  render: (args) => (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {[40, 64, 96, 112].map((size) => (
        <PersonAvatar key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const initials = within(canvasElement).getAllByText('AO');
    await expect(initials).toHaveLength(4);
    const widths = initials.map((el) => el.parentElement?.getBoundingClientRect().width ?? 0);
    await expect(widths).toEqual([40, 64, 96, 112]);
  },
};

/** Once the portrait has loaded it fills the circle: check the white rim and the pink glow around it. */
export const WithPortrait: Story = {
  args: { src: portraitUrl(person('organiser').portrait) },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).not.toBeNull();
    await expect(img).toHaveAttribute('alt', '');
  },
};
