import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagFilter, type TagFilterProps } from '../../src/components/TagFilter';
import { tagButtons } from '../promptFixtures';

/** Keeps its own choice, as the page does, so the pressed state can be tried. */
function Interactive(props: TagFilterProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <TagFilter
      {...props}
      selected={selected}
      onSelect={(tag) => {
        setSelected(tag);
        props.onSelect(tag);
      }}
    />
  );
}

const meta = {
  title: 'Components/TagFilter',
  component: TagFilter,
  render: (args) => <Interactive {...args} />,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3 }}>
        <Story />
      </Box>
    ),
  ],
  args: { tags: tagButtons, selected: 'All', onSelect: fn() },
} satisfies Meta<typeof TagFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(10);
    await expect(
      buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent),
    ).toEqual(['All']);
  },
};

export const TagSelected: Story = { args: { selected: 'Email Marketing' } };

/** Pressing a tag releases the one before. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement);
    await userEvent.click(group.getByRole('button', { name: 'LinkedIn' }));
    await expect(args.onSelect).toHaveBeenCalledWith('LinkedIn');
    await expect(group.getByRole('button', { name: 'LinkedIn' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Narrow: Story = {
  args: { selected: 'UX Research' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
};
