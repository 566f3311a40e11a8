import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../../src/components/Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Prompt Library', href: '/find-prompt' },
      { label: 'All Prompts' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PromptLibrary: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Prompt Library']);
    await expect(within(nav).getByText('All Prompts')).toHaveAttribute('aria-current', 'page');
  },
};

export const TwoLevels: Story = { args: { items: [{ label: 'Home', href: '/' }, { label: 'Resources' }] } };
