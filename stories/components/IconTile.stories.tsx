import preview from '../../.storybook/preview';
import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import { IconTile } from '../../src/components/IconTile';

const meta = preview.meta({
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
  parameters: { host: 'same' },
});

/** The 48 px tile behind a feature's icon: check the icon sits centred in the pink circle. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
});

/** The 44 px size the resource cards use: check the icon still has room around it. */
export const Small = meta.story({ args: { size: 44 } });

/** Two letters instead of an icon, as on the tools page's tiles: check they read clearly and sit centred. */
export const Monogram = meta.story({
  args: {
    children: (
      <Box component="span" sx={{ typography: 'h6' }}>
        NA
      </Box>
    ),
  },
});
