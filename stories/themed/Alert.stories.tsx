import type { Meta, StoryObj } from '@storybook/react-vite';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReactNode } from 'react';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState } from '../../.storybook/states';
import { formEntries } from '../../content/forms';
import { NoticeBody } from '../../src/components/Notice';
import { described, Frame, pointerStates, Row, Sample, StateRow } from './layout';

const form = formEntries.eventRegistration.words;

/** One sample of each severity in the site's words (the site has no warning: its words are the form's "almost ready" line). */
const samples: Record<AlertColor, { title: string; text: string }> = {
  success: { title: form.success.title, text: form.success.description ?? '' },
  info: { title: form.duplicate.title, text: form.duplicate.description ?? '' },
  warning: {
    title: 'Almost ready',
    text: 'Your answers will be sent as soon as the page has finished loading.',
  },
  error: { title: 'Something went wrong', text: 'Please try again later.' },
};

const severities = ['success', 'info', 'warning', 'error'] as const;

const closeAction = { None: undefined, 'Close button': fn() };

/** Alerts one under another, each no wider than a form column. */
function Stack({ children }: { children: ReactNode }) {
  return <Box sx={{ width: 560, maxWidth: '100%', display: 'grid', gap: 2 }}>{children}</Box>;
}

const meta = {
  title: 'Feedback/Themed MUI/Alert',
  id: 'themed-alert',
  component: Alert,
  args: {
    severity: 'success',
    variant: 'standard',
    title: form.success.title,
    children: form.success.description,
  },
  argTypes: {
    severity: {
      control: 'inline-radio',
      options: severities,
      description:
        'What kind of news it is, which sets its icon and colour: success (green tick), info (blue), warning (amber) or error (red). The site uses success, info and error.',
      table: { defaultValue: { summary: 'success' } },
    },
    variant: {
      control: 'inline-radio',
      options: ['standard', 'outlined', 'filled'],
      description:
        "How strongly it is drawn: standard (pale, the site's), outlined (a border only) or filled (a solid colour with white words).",
      table: { defaultValue: { summary: 'standard' } },
    },
    title: {
      control: 'text',
      description:
        'Here, the bold first line (MUI\'s AlertTitle placed inside): what happened, e.g. "Registration submitted!". Leave it empty for a one-line alert.',
    },
    children: {
      control: 'text',
      description:
        'The sentence under the title: what happens next, or what to do. Alone, it is the whole message.',
    },
    onClose: {
      control: 'inline-radio',
      options: Object.keys(closeAction),
      mapping: closeAction,
      description:
        'Called when the visitor closes the alert; giving it adds a close button (×) at the right.',
    },
  },
  parameters: {
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's alert as the site's theme draws it: 12 px rounded corners, the icon and text aligned to the top so a title and a sentence read as one block. In the standard variant the site uses, the panel is the severity's pale status surface (green, blue, amber or red), the words are the body colour (neutral 900) and the icon is the strong shade of the same colour. The site shows alerts in two places: under a form once it is sent, on that pale panel, and as notices in the bottom corner of the window (Notice), which stay white cards with only the icon in colour.",
      },
    },
    guidance: {
      use: [
        'To tell the visitor what happened after they acted: a form was sent, was already sent, or failed.',
        'As a notice that something was done out of sight, such as "Embed code copied to clipboard!".',
      ],
      avoid: [
        {
          when: 'Showing a notice that appears and goes by itself.',
          instead: "Notice, through the site's notify helper.",
        },
        {
          when: 'Marking a wrong answer in a form field.',
          instead: 'The error message under the field (TextInput).',
        },
        { when: 'Labelling a card as featured or new.', instead: 'Chip.' },
      ],
      content: [
        'Title: what happened, in a few words: "Registration submitted!", "You\'re already registered".',
        'Sentence: what happens next or what to do: "We\'ll be in touch soon with next steps", "Please try again later."',
        'Errors say what to do next; never blame the visitor.',
        'One alert at a time in a form; the notices show at most three.',
      ],
      states: [
        {
          name: 'Success (standard)',
          looks: 'A green tick (green strong) on a pale green panel (green surface), words in neutral 900.',
        },
        {
          name: 'Info (standard)',
          looks: 'A blue "i" (blue strong) on a pale blue panel (blue surface), words in neutral 900.',
        },
        {
          name: 'Warning (standard)',
          looks:
            'An amber triangle (amber strong) on a pale amber panel (amber surface), words in neutral 900. Not used on the site.',
        },
        {
          name: 'Error (standard)',
          looks: 'A red "!" (red strong) on a pale red panel (red surface), words in neutral 900.',
        },
        {
          name: 'With a title',
          looks: 'The title in medium weight above the sentence; the icon lines up with the title.',
        },
        {
          name: 'With a close button',
          looks:
            "A small × at the top right in the words' colour; a faint grey wash on hover and the pink glow ring on keyboard focus.",
        },
        {
          name: 'As a notice',
          looks:
            'Notice keeps a white card instead of the pale panel, so only the icon carries the colour, and adds a 1 px border, the medium shadow, and a fixed 356 px width from the sm width up.',
        },
        {
          name: 'Outlined and filled',
          looks:
            'Outlined has no fill of its own, so it shows the white page, with a border in the pale status colour that is hard to see and grey words; filled is the strong colour with white words. The theme leaves both as MUI draws them. Neither is used.',
        },
      ],
      accessibility: {
        keyboard:
          'Nothing to focus in the alert itself; Tab reaches its close button, which Enter or Space presses.',
        screenReader:
          'MUI gives an alert role="alert", read out at once. The site overrides it: the form\'s result is a note (after a successful send, focus moves to it), and a notice is announced as a status, or an alert for errors, by the notice area.',
        contrast:
          'Standard: words and close button (neutral 900) on their panel are 16.14:1 (success), 15.72:1 (info), 16.51:1 (warning) and 15.77:1 (error); icons on their panel 4.82:1, 5.31:1, 5.79:1 and 5.72:1 (3:1 is asked of an icon). The pink 600 focus ring around the close button is 5.01:1, 4.88:1, 5.12:1 and 4.89:1 against the panels. As a notice, on white: words and close button 18.04:1; icons 5.38:1 (success), 6.09:1 (info) and 6.54:1 (error); focus ring 5.60:1. Filled: white on the strong colours is 5.38:1 to 6.54:1.',
      },
      status: {
        level: 'Stable',
        note: 'The result under every form, and every notice (form sent, embed code copied).',
      },
      engineering: [
        "The palette gives success, info, warning and error their pale surface as `light` (e.g. green surface) and their strong shade as `main`. Left to itself, MUI's standard alert lightens `light` by 90 % for the background and darkens it by 60 % for the text, which would wash the surface out to near-white with grey words. The theme's `standard` style override (theme/componentOverrides.ts) uses `light` as it is for the panel, `text.primary` for the words and `main` for the icon.",
        'Notice sets its background to `background.paper`, so a notice stays a white card whatever the standard variant does.',
        'The outlined variant draws its border in `light`, the pale surface, so its border is barely visible.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The alerts the site shows: the result under a form, and the notices in the corner of the window. */
export const OnTheSite: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <Row label="Under a form, once it is sent">
        <Stack>
          <Alert role="note" severity="success">
            {form.successInline}
          </Alert>
          <Alert role="note" severity="info">
            <AlertTitle>{form.duplicate.title}</AlertTitle>
            {form.duplicate.description}
          </Alert>
          <Alert role="note" severity="error">
            {form.failure.title}
          </Alert>
        </Stack>
      </Row>
      <Row
        label="Notices"
        note="In the bottom corner of the window, with a border, the medium shadow and a close button."
      >
        <Stack>
          <NoticeBody
            severity="success"
            title={form.success.title}
            description={form.success.description}
            onClose={fn()}
          />
          <NoticeBody severity="success" title="Embed code copied to clipboard!" onClose={fn()} />
          <NoticeBody
            severity="info"
            title="Copy the embed code below"
            description="Your browser didn’t let us copy it for you."
            onClose={fn()}
          />
          <NoticeBody
            severity="error"
            title="Something went wrong"
            description="Please try again later."
            onClose={fn()}
          />
        </Stack>
      </Row>
    </Frame>
  ),
};

/** One alert driven by the controls: try each severity and variant, a title and a close button. */
export const Playground: Story = {
  render: ({ title, children, ...args }) => (
    <Frame>
      <Stack>
        <Alert {...args}>
          {title ? <AlertTitle>{title}</AlertTitle> : null}
          {children}
        </Alert>
      </Stack>
    </Frame>
  ),
};

/** The four severities in the standard variant, one line each: check the panels and icons tell them apart. */
export const Severities: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <Stack>
        {severities.map((severity) => (
          <Alert key={severity} severity={severity}>
            {samples[severity].text}
          </Alert>
        ))}
      </Stack>
    </Frame>
  ),
};

/** The four severities with a title, a sentence and a close button, as notices have. */
export const WithTitleAndClose: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <Stack>
        {severities.map((severity) => (
          <Alert key={severity} severity={severity} onClose={fn()}>
            <AlertTitle>{samples[severity].title}</AlertTitle>
            {samples[severity].text}
          </Alert>
        ))}
      </Stack>
    </Frame>
  ),
};

/** Outlined and filled, which the site does not use, for comparison with standard. */
export const OtherVariants: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      {(['outlined', 'filled'] as const).map((variant) => (
        <Row key={variant} label={variant === 'outlined' ? 'Outlined' : 'Filled'}>
          <Stack>
            {severities.map((severity) => (
              <Alert key={severity} variant={variant} severity={severity}>
                <AlertTitle>{samples[severity].title}</AlertTitle>
                {samples[severity].text}
              </Alert>
            ))}
          </Stack>
        </Row>
      ))}
    </Frame>
  ),
};

/** The close button of a notice in each state side by side: default, hover, pressed and keyboard focus. */
export const CloseButtonStates: Story = {
  tags: ['desktop-only'],
  ...pointerStates,
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <StateRow
        label="Close button"
        states={['default', 'hover', 'pressed', 'focus']}
        render={({ className }) => (
          <Alert
            severity="success"
            onClose={fn()}
            slotProps={{ closeButton: { className } }}
            sx={{ width: 260 }}
          >
            Embed code copied to clipboard!
          </Alert>
        )}
      />
    </Frame>
  ),
};

/** A real close button reached with the Tab key: check the pink glow ring around the ×. */
export const KeyboardFocus: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <Sample label="Tab to the close button">
        <NoticeBody severity="success" title="Embed code copied to clipboard!" onClose={fn()} />
      </Sample>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};
