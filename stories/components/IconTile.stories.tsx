import type { Meta, StoryObj } from '@storybook/react-vite';
import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { IconTile } from '../../src/components/IconTile';

const meta = {
  title: 'Content cards/IconTile',
  id: 'components-icontile',
  component: IconTile,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, display: 'flex', gap: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { children: <AutoStoriesRounded /> },
  parameters: {
    host: 'same',
    guidance: {
      use: [
        'At the top of a FeatureCard, to give a benefit or a reason to join a picture at a glance.',
        'Beside the title of a ToolTile, holding the tool’s initials.',
        'At the top of a ResourceCard, at the smaller 44 px size.',
      ],
      avoid: [
        {
          when: 'The icon is the only thing that says what something is or does (an icon-only button).',
          instead:
            'A button with a visible label, or an IconButton with an accessible name: the tile is hidden from screen readers.',
        },
        {
          when: 'You want to show a person.',
          instead: 'PersonAvatar, which shows their portrait or initials.',
        },
      ],
      content: [
        'One icon from the site’s rounded icon set (Material Icons, “Rounded”), at its default 24 px size.',
        'Or a monogram of at most two capital letters, set as a small heading (h6).',
        'The card around it must say in words what the icon stands for: the tile is never read out.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A 48 px circle in brand tint (pink 50), with the icon or letters centred in brand pink (pink 600).',
        },
        { name: 'Small', looks: 'The same at 44 px across, on resource cards.' },
        {
          name: 'Monogram',
          looks:
            'Two letters in the heading face (Fredoka, 17 px, semibold) in pink 600, in place of the icon.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader:
          'Hidden from screen readers (aria-hidden), with everything inside it: the card’s title carries the meaning.',
        contrast:
          'Pink 600 on pink 50 is 5.11:1, enough for the monogram letters as text (AA) and well above the 3:1 an icon needs.',
      },
      status: {
        level: 'Stable',
        note: 'Used inside FeatureCard, ToolTile and ResourceCard, on the home, about, community, tools and resources pages and in the footer.',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof IconTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 48 px tile behind a feature's icon: check the icon sits centred in the pink circle. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};

/** The 44 px size the resource cards use: check the icon still has room around it. */
export const Small: Story = { args: { size: 44 } };

/** Two letters instead of an icon, as on the tools page's tiles: check they read clearly and sit centred. */
export const Monogram: Story = {
  args: {
    children: (
      <Box component="span" sx={{ typography: 'h6' }}>
        NA
      </Box>
    ),
  },
};
