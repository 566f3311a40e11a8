import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextBox, type TextBoxProps } from '../../src/components/TextBox';

function Interactive(props: TextBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextBox
      {...props}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        props.onChange?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Components/TextBox',
  component: TextBox,
  render: (args) => <Interactive {...args} />,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 480 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    id: 'story-name',
    label: 'Your name',
    value: '',
    required: true,
    fullWidth: true,
    onChange: fn(),
  },
} satisfies Meta<typeof TextBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label sits in the box until it has focus or an answer, then moves up into the outline. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Your name' });
    await expect(box).toBeRequired();
    const label = canvasElement.querySelector('label');
    await expect(label).toHaveAttribute('data-shrink', 'false');
    await userEvent.click(box);
    await expect(box).toHaveFocus();
    await expect(label).toHaveAttribute('data-shrink', 'true');
    await userEvent.keyboard('Amara');
    await expect(box).toHaveValue('Amara');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const Filled: Story = { args: { value: 'Amara Okafor' } };

/** A hint under the box is read out with it. */
export const WithHint: Story = {
  args: {
    id: 'story-email',
    label: 'Email',
    type: 'email',
    value: 'amara@',
    helperText: 'We reply to this address, and only about this.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(box).toHaveAccessibleDescription('We reply to this address, and only about this.');
  },
};

/** What is wrong with the answer replaces the hint, in the error colour, and the box says it is invalid. */
export const WithError: Story = {
  args: {
    id: 'story-email',
    label: 'Email',
    type: 'email',
    value: 'amara@',
    error: true,
    helperText: 'Please enter an email address like name@example.com.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please enter an email address like name@example.com.');
  },
};

/** While a form is being sent its boxes are disabled. */
export const Disabled: Story = {
  args: { value: 'Amara Okafor', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Your name' })).toBeDisabled();
  },
};

export const Multiline: Story = {
  args: {
    id: 'story-answer',
    label: 'What would you like to get out of the day?',
    multiline: true,
    rows: 5,
    value: 'Time away from the inbox to plan how my team uses AI next year.',
  },
};

/** Without a visible label (the prompt library's search): the input is named by aria-label instead. */
export const WithAdornment: Story = {
  args: {
    id: undefined,
    label: undefined,
    required: false,
    type: 'search',
    placeholder: 'Search prompts...',
    inputProps: { 'aria-label': 'Search prompts' },
    startAdornment: (
      <InputAdornment position="start">
        <SearchRounded sx={{ color: 'text.secondary' }} />
      </InputAdornment>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search prompts' })).toHaveValue('');
  },
};
