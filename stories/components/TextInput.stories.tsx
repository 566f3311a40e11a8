import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
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

const meta = {
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
  parameters: {
    layout: 'padded',
    maxWidth: 432,
    host: 'same',
    guidance: {
      use: [
        'A question in a form that needs a typed answer: a name, a job title, an email or a web address.',
        'A longer answer in the visitor’s own words, as a multi-line box (five lines in the forms).',
        'A search box, with the magnifier inside it and a name for screen readers in place of a visible label.',
      ],
      avoid: [
        {
          when: 'A field in one of the site’s forms.',
          instead:
            'FormTextField, through SubmissionForm: it takes the label, hint and error message from the form’s words and rules, and disables the box while the form is sent.',
        },
        {
          when: 'Searching the prompt library.',
          instead: 'PromptSearch, which adds the search landmark, the magnifier and the / shortcut.',
        },
        {
          when: 'A yes-or-no question, or choosing from a few set answers.',
          instead: 'A checkbox (FormCheckbox) for yes or no; TagFilter for choosing one tag of a fixed set.',
        },
      ],
      content: [
        "Label: the question in sentence case, short and plain, as the forms write it: 'Full name', 'LinkedIn profile URL', 'Why would you like to attend?'.",
        'Do not type the * yourself: a required box adds it to its label. Every box in the site’s forms is required, so none says "(optional)".',
        "Hint: one short sentence on what a good answer looks like: 'For example linkedin.com/in/your-name', 'We reply to this address, and only about this.'",
        "Error message: say what to do, starting with 'Please': 'Please enter your full name.', 'Please enter an email address like name@example.com.' It takes the hint’s place until the answer is fixed.",
        'Never put instructions in the placeholder alone: in a box with a label it shows only once the box has focus, and it goes as soon as the visitor types.',
      ],
      states: [
        {
          name: 'Empty',
          looks:
            'White box with a thin neutral 500 outline (border.control) and 12 px rounded corners; the label sits inside in neutral 600 (text.secondary).',
        },
        {
          name: 'Filled',
          looks:
            'The label moves up into a gap in the outline, smaller; the answer is neutral 900 (text.primary), 16 px.',
        },
        { name: 'Hover', looks: 'The outline darkens to neutral 900 (text.primary).' },
        {
          name: 'Focus',
          looks:
            'The outline turns 2 px pink 600 (brand.main) and the label moves up in pink 600. A placeholder, if any, shows in neutral 500.',
        },
        {
          name: 'With hint',
          looks: 'A 13 px line under the box in neutral 600 (text.secondary).',
        },
        {
          name: 'Error',
          looks:
            'Outline, label and the message under the box in error red (red strong); the outline stays red on hover, and is 2 px red with focus.',
        },
        {
          name: 'Disabled',
          looks:
            'The answer and label fade to neutral 400 (text.disabled), the outline to black at 26%, and the box takes no typing; a hint stays neutral 600 so it can still be read.',
        },
        {
          name: 'Multi-line',
          looks: 'Several lines tall (the rows it is given); the forms’ answer boxes can be dragged taller.',
        },
        {
          name: 'With an icon',
          looks: 'An icon inside the box before the answer, in neutral 600, e.g. the search magnifier.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab reaches the box and Shift+Tab leaves it backwards. In a single-line box inside a form, Enter sends the form; in a multi-line box, Enter starts a new line.',
        screenReader:
          'Announced as an edit text (or search box) named by its label, with "required" when it must be answered, then the hint or error message. An error makes it "invalid". Without a visible label, the name comes from an aria-label instead.',
        contrast:
          'Answer text neutral 900 on white 18.04:1; label and hint neutral 600 7.58:1; placeholder neutral 500 4.80:1; focused label and outline pink 600 5.60:1; error red 6.54:1 (all AA). The resting outline, neutral 500, is 4.80:1, over the 3:1 asked of a control’s edge. Disabled text (neutral 400, 2.65:1) is exempt.',
      },
      status: {
        level: 'Stable',
        note: 'Every text field of the five forms, and the prompt library’s search box, are TextInputs.',
      },
      engineering: [
        "TextInput is MUI's outlined TextField rebuilt from the parts it is made of (FormControl, InputLabel, OutlinedInput, FormHelperText), with the same markup and look. TextField also carries a select mode (menus, popovers and a modal layer) that the site's boxes never use, and every page with a box would download and run that code.",
        'The label is passed to OutlinedInput as well, for the gap it leaves in the outline; FormControl adds the * when required.',
        "The hint's id is `${id}-helper-text`, and the input's aria-describedby points at it; the label's id is `${id}-label`.",
        'What a visitor typed before the app started is handed to the app once it has (useEarlyField, src/early/). The caller’s inputRef and the box’s own ref are forked onto the one input.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof TextInput>;

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

/** Answered: the label sits in the outline above the answer. */
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

/** An answer box of five lines, with room for a few sentences. */
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

/** The pointer over an empty box: its outline darkens to neutral 900. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('.MuiOutlinedInput-root') };

/** Reached with Tab: a 2 px pink outline, and the label moves up in pink. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Your name' })).toHaveFocus();
  },
};
