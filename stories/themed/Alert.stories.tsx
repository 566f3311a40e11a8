import preview from '../../.storybook/preview';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import type { ReactNode } from 'react';
import { tabbedTo } from '../../.storybook/states';
import { formEntries } from '../../content/forms';
import { NoticeBody } from '../../src/components/Notice';
import { choice, described, stacked, pointerStates, Row, Sample, StateRow, words } from './layout';

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

const meta = preview.meta({
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
    variant: choice(
      ['standard', 'outlined', 'filled'],
      'standard',
      "How strongly it is drawn: standard (pale, the site's), outlined (a border only) or filled (a solid colour with white words).",
    ),
    title: words(
      'Here, the bold first line (MUI\'s AlertTitle placed inside): what happened, e.g. "Registration submitted!". Leave it empty for a one-line alert.',
    ),
    children: words(
      'The sentence under the title: what happens next, or what to do. Alone, it is the whole message.',
    ),
    onClose: {
      control: 'inline-radio',
      options: Object.keys(closeAction),
      mapping: closeAction,
      description:
        'Called when the visitor closes the alert; giving it adds a close button (×) at the right.',
    },
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's alert as the site's theme draws it: 12 px rounded corners, the icon and text aligned to the top so a title and a sentence read as one block. In the standard variant the site uses, the panel is the severity's pale status surface (green, blue, amber or red), the words are the body colour (neutral 900) and the icon is the strong shade of the same colour. The site shows alerts in two places: under a form once it is sent, on that pale panel, and as notices in the bottom corner of the window (Notice), which stay white cards with only the icon in colour.",
      },
    },
  },
});

/** The alerts the site shows: the result under a form, and the notices in the corner of the window. */
export const OnTheSite = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
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
    </>
  ),
});

/** One alert driven by the controls: try each severity and variant, a title and a close button. */
export const Playground = meta.story({
  render: ({ title, children, ...args }) => (
    <Stack>
      <Alert {...args}>
        {title ? <AlertTitle>{title}</AlertTitle> : null}
        {children}
      </Alert>
    </Stack>
  ),
});

/** The four severities in the standard variant, one line each: check the panels and icons tell them apart. */
export const Severities = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Stack>
      {severities.map((severity) => (
        <Alert key={severity} severity={severity}>
          {samples[severity].text}
        </Alert>
      ))}
    </Stack>
  ),
});

/** The four severities with a title, a sentence and a close button, as notices have. */
export const WithTitleAndClose = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Stack>
      {severities.map((severity) => (
        <Alert key={severity} severity={severity} onClose={fn()}>
          <AlertTitle>{samples[severity].title}</AlertTitle>
          {samples[severity].text}
        </Alert>
      ))}
    </Stack>
  ),
});

/** Outlined and filled, which the site does not use, for comparison with standard. */
export const OtherVariants = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
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
    </>
  ),
});

/** The close button of a notice in each state side by side: default, hover, pressed and keyboard focus. */
export const CloseButtonStates = meta.story({
  tags: ['desktop-only'],
  ...pointerStates,
  argTypes: described(meta.input.argTypes),
  render: () => (
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
  ),
});

/** A real close button reached with the Tab key: check the pink glow ring around the ×. */
export const KeyboardFocus = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('button', 'Close'),
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Sample label="Tab to the close button">
      <NoticeBody severity="success" title="Embed code copied to clipboard!" onClose={fn()} />
    </Sample>
  ),
});
