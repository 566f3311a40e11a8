import preview from '../../.storybook/preview';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { hovered, tabbedTo } from '../../.storybook/states';
import { described, stacked, Row, Sample, toggle, words } from './layout';

const emailHint = 'We reply to this address, and only about this.';
/** The long answer of the event forms: a five-line box with its hint. */
const attendField = {
  label: 'Why would you like to attend?',
  required: true,
  fullWidth: true,
  multiline: true,
  rows: 5,
  helperText: 'A few sentences are plenty: what you are working on and what you hope to take away.',
} as const;

/** Samples side by side, each as wide as a form column allows, one under another on a phone. */
function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

const meta = preview.meta({
  title: 'Forms and inputs/Themed MUI/TextField',
  id: 'themed-textfield',
  component: TextField,
  args: {
    label: 'Email',
    helperText: emailHint,
    placeholder: '',
    required: true,
    error: false,
    disabled: false,
    multiline: false,
    fullWidth: true,
  },
  argTypes: {
    label: words(
      'The question the box asks, in sentence case: "Full name", "Email". It sits inside the empty box and moves up into the outline once the box is focused or filled.',
    ),
    helperText: words(
      'The line under the box: a hint that helps answer ("We reply to this address, and only about this."), or, with error on, what is wrong and how to fix it.',
    ),
    placeholder: words(
      'Faint example text inside the empty box, gone as soon as the visitor types. The site uses it only in the prompt search ("Search prompts..."); form fields use a label and a hint instead.',
    ),
    required: toggle(
      'Adds an asterisk to the label and tells screen readers an answer is needed. Every form field on the site is required.',
    ),
    error: toggle('Marks the answer as wrong: the outline, label and line under the box turn error red.'),
    disabled: toggle(
      'Greys the box out and stops typing, as every field is while its form is being sent. The hint under it stays readable.',
    ),
    multiline: toggle(
      'A box for a few sentences rather than one line, e.g. "Why would you like to attend?". The site\'s are five lines tall and can be dragged taller.',
    ),
    fullWidth: toggle('Stretches the box across its column, as every form field and the prompt search do.'),
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's outlined text field as the site's theme draws it: a white box (whatever the section behind it) with 12 px rounded corners, a floating label, and a line of help under it in secondary text. The outline turns body-text dark on hover and 2 px brand pink on focus; errors are red. When a form is being sent its fields are disabled, and the theme keeps their hints in secondary text (neutral 600) rather than MUI's faint grey, so they can still be read. The site builds its fields from the same parts as TextInput, so they look exactly like this.",
      },
    },
  },
});

/** The fields as the site's forms and the prompt library show them: check labels, hints and the search box. */
export const OnTheSite = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row
        label="A form's fields"
        note="Every field is required and full width; a long answer gets a five-line box."
      >
        <Box sx={{ width: 560, maxWidth: '100%', display: 'grid', gap: 3 }}>
          <TextField label="Full name" required fullWidth defaultValue="Amara Okafor" />
          <TextField label="Email" required fullWidth helperText={emailHint} />
          <TextField {...attendField} sx={{ '& textarea': { resize: 'vertical' } }} />
        </Box>
      </Row>
      <Row
        label="The prompt library's search box"
        note="No label on screen: the box is named for screen readers."
      >
        <Box sx={{ width: 560, maxWidth: '100%' }}>
          <TextField
            type="search"
            fullWidth
            placeholder="Search prompts..."
            slotProps={{
              htmlInput: { 'aria-label': 'Search prompts' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded sx={{ color: 'text.secondary' }} />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      </Row>
    </>
  ),
});

/** One field driven by the controls: try a label, a hint, an error and the disabled look. */
export const Playground = meta.story({
  render: (args) => (
    <Box sx={{ width: 560, maxWidth: '100%' }}>
      <TextField {...args} />
    </Box>
  ),
});

/** Every resting state side by side: empty, filled, with a hint, with an error, disabled, multi-line and focused. */
export const States = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <FieldGrid>
      <Sample label="Empty">
        <TextField label="Full name" required fullWidth />
      </Sample>
      <Sample label="Filled">
        <TextField label="Full name" required fullWidth defaultValue="Amara Okafor" />
      </Sample>
      <Sample label="With a hint">
        <TextField label="Email" required fullWidth helperText={emailHint} />
      </Sample>
      <Sample label="Error, with its message">
        <TextField
          label="Email"
          required
          fullWidth
          error
          defaultValue="amara.okafor@"
          helperText="Please enter an email address like name@example.com."
        />
      </Sample>
      <Sample label="Disabled, while the form is sent: the hint stays readable">
        <TextField
          label="Email"
          required
          fullWidth
          disabled
          defaultValue="amara.okafor@example.com"
          helperText={emailHint}
        />
      </Sample>
      <Sample label="Focused">
        <TextField label="Full name" required fullWidth focused defaultValue="Amara Okafor" />
      </Sample>
      <Sample label="Multi-line, five lines">
        <TextField {...attendField} />
      </Sample>
    </FieldGrid>
  ),
});

/** The pointer over the second field, beside one at rest: check the outline turns body-text dark. */
export const Hover = meta.story({
  tags: ['desktop-only'],
  ...hovered('.sample-hover'),
  argTypes: described(meta.input.argTypes),
  render: () => (
    <FieldGrid>
      <Sample label="At rest">
        <TextField label="Company" required fullWidth />
      </Sample>
      <Sample label="Hover">
        <TextField label="Company" required fullWidth slotProps={{ input: { className: 'sample-hover' } }} />
      </Sample>
    </FieldGrid>
  ),
});

/** A real field reached with the Tab key: check the 2 px pink outline and the pink label. */
export const KeyboardFocus = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('textbox', /Email/),
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Box sx={{ width: 560, maxWidth: '100%' }}>
      <TextField label="Email" required fullWidth helperText={emailHint} />
    </Box>
  ),
});
