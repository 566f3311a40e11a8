import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PromptSearch, type PromptSearchProps } from '../../src/components/PromptSearch';

function Interactive(props: PromptSearchProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PromptSearch
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/PromptSearch',
  component: PromptSearch,
  render: (args) => <Interactive {...args} />,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 640 }}>
        <p>Press / anywhere to jump to the search.</p>
        <Story />
      </Box>
    ),
  ],
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof PromptSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search prompts' })).toHaveAttribute(
      'placeholder',
      'Search prompts...',
    );
  },
};

export const Filled: Story = { args: { value: 'linkedin' } };

/** '/' moves focus to the search and is not typed into it. */
export const SlashFocuses: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await expect(box).not.toHaveFocus();
    await userEvent.keyboard('/');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveValue('');
    await userEvent.keyboard('email');
    await expect(args.onChange).toHaveBeenLastCalledWith('email');
    // Inside the field, / is an ordinary character.
    await userEvent.keyboard('/');
    await expect(box).toHaveValue('email/');
  },
};

export const WithoutShortcut: Story = { args: { slashShortcut: false } };
