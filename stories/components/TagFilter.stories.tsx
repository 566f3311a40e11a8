import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagFilter, type TagFilterProps } from '../../src/components/TagFilter';
import { tagButtons, tagHref } from '../promptFixtures';

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
  args: { tags: tagButtons, selected: 'All', onSelect: fn(), hrefFor: tagHref },
} satisfies Meta<typeof TagFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tag is a link to its view; the current one says so (aria-current), as links do. */
export const AllSelected: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(10);
    await expect(
      links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent),
    ).toEqual(['All']);
    await expect(within(canvasElement).getByRole('link', { name: 'Email Marketing' })).toHaveAttribute(
      'href',
      '/find-prompt?tag=email-marketing',
    );
  },
};

export const TagSelected: Story = { args: { selected: 'Email Marketing' } };

/** Choosing a tag (a plain click, answered in place) makes it the current one. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement);
    await userEvent.click(group.getByRole('link', { name: 'LinkedIn' }));
    await expect(args.onSelect).toHaveBeenCalledWith('LinkedIn');
    await expect(group.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('aria-current', 'true');
    await expect(group.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
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
