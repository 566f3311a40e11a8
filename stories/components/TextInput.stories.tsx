import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import preview from '../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { hovered, tabbedTo } from '../../.storybook/states';
import { TextInput, type TextInputProps } from '../../src/components/TextInput';

function Interactive(props: TextInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        props.onChange?.(event);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Forms and inputs/TextInput',
  id: 'components-textbox',
  component: TextInput,
  render: (args) => <Interactive {...args} />,
  args: {
    id: 'story-name',
    label: 'Your name',
    value: '',
    required: true,
    fullWidth: true,
    onChange: fn(),
  },
  parameters: { layout: 'padded', maxWidth: 432, host: 'same' },
});

/** The label sits in the box until it has focus or an answer, then moves up into the outline. */
export const Empty = meta.story({
  play: async ({ canvasElement, canvas, args }) => {
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
});

/** Answered: the label sits in the outline above the answer. */
export const Filled = meta.story({ args: { value: 'Amara Okafor' } });

/** A hint under the box is read out with it. */
export const WithHint = meta.story({
  args: {
    id: 'story-email',
    label: 'Email',
    type: 'email',
    value: 'amara@',
    helperText: 'We reply to this address, and only about this.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Email' });
    await expect(box).toHaveAccessibleDescription('We reply to this address, and only about this.');
  },
});

/** What is wrong with the answer replaces the hint, in the error colour, and the box says it is invalid. */
export const WithError = meta.story({
  args: {
    id: 'story-email',
    label: 'Email',
    type: 'email',
    value: 'amara@',
    error: true,
    helperText: 'Please enter an email address like name@example.com.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Email' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please enter an email address like name@example.com.');
  },
});

/** While a form is being sent its boxes are disabled. */
export const Disabled = meta.story({
  args: { value: 'Amara Okafor', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toBeDisabled();
  },
});

/** An answer box of five lines, with room for a few sentences. */
export const Multiline = meta.story({
  args: {
    id: 'story-answer',
    label: 'What would you like to get out of the day?',
    multiline: true,
    rows: 5,
    value: 'Time away from the inbox to plan how my team uses AI next year.',
  },
});

/** Without a visible label (the prompt library's search): the input is named by aria-label instead. */
export const WithAdornment = meta.story({
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search prompts' })).toHaveValue('');
  },
});

/** The pointer over an empty box: its outline darkens to neutral 900. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('.MuiOutlinedInput-root') });

/** Reached with Tab: a 2 px pink outline, and the label moves up in pink. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('textbox', 'Your name'),
});
