import preview from '../../.storybook/preview';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { tabbedTo } from '../../.storybook/states';
import { choice, described, stacked, pointerStates, Row, Sample, StateRow, toggle, words } from './layout';

const icons = {
  None: undefined,
  Download: <DownloadRounded />,
  Copy: <ContentCopyRounded />,
  Code: <CodeRounded />,
  Arrow: <ArrowForwardRounded />,
  'Opens in a new tab': <OpenInNewRounded />,
};

const variantLabels = { contained: 'Contained', outlined: 'Outlined', text: 'Text' } as const;

const meta = preview.meta({
  title: 'Forms and inputs/Themed MUI/Button',
  id: 'themed-button',
  component: Button,
  args: {
    children: 'Register Your Interest',
    variant: 'contained',
    color: 'primary',
    size: 'large',
    disabled: false,
    fullWidth: false,
  },
  argTypes: {
    children: words(
      'The label: a short phrase that starts with a verb, in the site\'s wording, e.g. "Register Your Interest".',
    ),
    variant: choice(
      ['contained', 'outlined', 'text'],
      'text',
      'How much it stands out: contained (a pink fill, for the one main action), outlined (a pink border, for the actions beside it) or text (pink words, for a quiet way on).',
    ),
    color: choice(
      ['primary', 'inherit', 'secondary'],
      'primary',
      'Its colour role. Primary is the brand pink, which every button on the site uses. Inherit takes the colour of the text around it (the header\'s "Women Love AI" menu trigger). Secondary is the teal accent: available, but no button uses it.',
    ),
    size: choice(
      ['small', 'medium', 'large'],
      'medium',
      "Its height: small is 36 px (prompt cards, tag filters), medium 44 px (cards and panels), large 52 px (calls to action on a page, and every form's submit button).",
    ),
    disabled: toggle(
      'Greys it out and stops it responding: "Coming Soon" before a podcast episode is out, or a form\'s submit button while the form is being sent.',
    ),
    fullWidth: toggle(
      'Stretches it across its container, like the call to action at the foot of the small-screen menu.',
    ),
    startIcon: {
      control: 'select',
      options: Object.keys(icons),
      mapping: icons,
      description:
        'An icon before the label, e.g. the download arrow of "Download PNG". It is decoration: the label says what the button does.',
    },
    endIcon: {
      control: 'select',
      options: Object.keys(icons),
      mapping: icons,
      description:
        'An icon after the label: an arrow for "Learn More", or the open-in-new mark on a button that opens another site in a new tab.',
    },
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's button as the site's theme draws it: a pill (fully rounded ends) with semibold 15 px text (16 px on large buttons) and no capitals. Contained buttons fill with brand pink (pink 600) under white text and sit in a soft pink glow that grows on hover; outlined buttons have a 2 px pink border; text buttons are pink words. Three heights: 36 px small, 44 px medium and 52 px large. The theme means keyboard focus to show as a pink glow ring, but at present that ring does not appear on buttons: see Keyboard focus.",
      },
    },
  },
});

/** Every kind of button the site shows, grouped as the pages use them: judge size and emphasis against each other. */
export const OnTheSite = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row
        label="Page calls to action: contained, large"
        note="Event pages, the home page, the Founding 20 page and every form's submit button."
      >
        <Button variant="contained" size="large">
          Register Your Interest
        </Button>
        <Button variant="contained" size="large" endIcon={<OpenInNewRounded />}>
          Subscribe to the newsletter
        </Button>
        <Button variant="contained" size="large">
          Submit Registration
        </Button>
      </Row>
      <Row label="Beside them: outlined, large" note="The second choice next to a main action.">
        <Button variant="outlined" size="large">
          Find A Prompt
        </Button>
        <Button variant="outlined" size="large">
          Join The Community
        </Button>
        <Button variant="outlined" size="large">
          Return to Home
        </Button>
      </Row>
      <Row
        label="In cards and panels: medium"
        note="The featured event card's button is contained; the others, resource cards and the badge panel's second actions are outlined."
      >
        <Button variant="contained" endIcon={<ArrowForwardRounded />}>
          Learn More
        </Button>
        <Button variant="outlined" endIcon={<ArrowForwardRounded />}>
          Learn More
        </Button>
        <Button variant="outlined" endIcon={<OpenInNewRounded />}>
          Get Guide
        </Button>
        <Button variant="contained" startIcon={<DownloadRounded />}>
          Download PNG
        </Button>
        <Button variant="outlined" startIcon={<CodeRounded />}>
          Copy Embed Code
        </Button>
      </Row>
      <Row
        label="Beside dense content: small"
        note="A prompt card's copy button (outlined, then contained once copied) and the prompt library's tag filters (contained marks the current tag)."
      >
        <Button variant="outlined" size="small" startIcon={<ContentCopyRounded />}>
          Copy prompt
        </Button>
        <Button variant="contained" size="small" startIcon={<CheckRounded />}>
          Copied
        </Button>
        <Button variant="contained" size="small">
          All
        </Button>
        <Button variant="outlined" size="small">
          LinkedIn
        </Button>
      </Row>
      <Row label="Quiet ways on: text" note="Under a section, leading to the page that holds the rest.">
        <Button endIcon={<ArrowForwardRounded />}>See all events</Button>
        <Button endIcon={<ArrowForwardRounded />}>Meet the Founding 20</Button>
      </Row>
      <Row label="Disabled" note="A podcast episode not out yet; a form while it is being sent.">
        <Button variant="outlined" disabled>
          Coming Soon
        </Button>
        <Button variant="contained" size="large" disabled>
          Submitting...
        </Button>
      </Row>
      <Row label="Full width: contained" note="The call to action at the foot of the small-screen menu.">
        <Box sx={{ width: 320, maxWidth: '100%' }}>
          <Button variant="contained" fullWidth>
            Find A Prompt
          </Button>
        </Box>
      </Row>
    </>
  ),
});

/** One button driven by the controls: try each variant, colour, size and icon. */
export const Playground = meta.story({
  render: (args) => (
    <Box>
      <Button {...args} />
    </Box>
  ),
});

/** Contained, outlined and text in the site's two colours (primary pink; inherit, the header's menu trigger) and the palette's unused teal. */
export const Variants = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      {(['contained', 'outlined', 'text'] as const).map((variant) => (
        <Row key={variant} label={variantLabels[variant]}>
          <Sample label="Primary (brand pink)">
            <Button variant={variant}>Learn More</Button>
          </Sample>
          <Sample label="Inherit (the text colour around it)">
            <Button variant={variant} color="inherit">
              Women Love AI
            </Button>
          </Sample>
          <Sample label="Secondary (teal accent; no button uses it)">
            <Button variant={variant} color="secondary">
              Learn More
            </Button>
          </Sample>
        </Row>
      ))}
    </>
  ),
});

/** Small, medium and large in each variant: check the 36, 44 and 52 px heights and the padding either side. */
export const Sizes = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      {(['contained', 'outlined', 'text'] as const).map((variant) => (
        <Row key={variant} label={variantLabels[variant]}>
          <Sample label="Small, 36 px">
            <Button variant={variant} size="small">
              Copy prompt
            </Button>
          </Sample>
          <Sample label="Medium, 44 px">
            <Button variant={variant}>Learn More</Button>
          </Sample>
          <Sample label="Large, 52 px">
            <Button variant={variant} size="large">
              Find A Prompt
            </Button>
          </Sample>
        </Row>
      ))}
    </>
  ),
});

/** Icons before and after the label, as the site uses them: check their spacing and that they take the label's colour. */
export const WithIcons = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row label="Icon before the label">
        <Button variant="contained" startIcon={<DownloadRounded />}>
          Download PNG
        </Button>
        <Button variant="outlined" startIcon={<DownloadRounded />}>
          Download SVG
        </Button>
        <Button variant="outlined" size="small" startIcon={<ContentCopyRounded />}>
          Copy prompt
        </Button>
      </Row>
      <Row label="Icon after the label">
        <Button variant="contained" size="large" endIcon={<OpenInNewRounded />}>
          Join our Slack Community
        </Button>
        <Button variant="outlined" endIcon={<ArrowForwardRounded />}>
          Learn More
        </Button>
        <Button endIcon={<ArrowForwardRounded />}>See all free resources</Button>
      </Row>
    </>
  ),
});

/** A full-width button in a narrow column, as at the foot of the small-screen menu. */
export const FullWidth = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Box sx={{ width: 320, maxWidth: '100%', display: 'grid', gap: 2 }}>
      <Button variant="contained" fullWidth>
        Find A Prompt
      </Button>
      <Button variant="outlined" fullWidth>
        Join The Community
      </Button>
    </Box>
  ),
});

/** Each variant disabled, with real disabled labels: check they read as unavailable but stay legible enough. */
export const Disabled = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Row label="Disabled">
      <Sample label="Contained">
        <Button variant="contained" size="large" disabled>
          Submitting...
        </Button>
      </Sample>
      <Sample label="Outlined">
        <Button variant="outlined" disabled>
          Coming Soon
        </Button>
      </Sample>
      <Sample label="Text">
        <Button disabled>See all events</Button>
      </Sample>
    </Row>
  ),
});

/** A contained button in each state side by side: default, hover, pressed, keyboard focus and disabled. */
export const ContainedStates = meta.story({
  tags: ['desktop-only'],
  ...pointerStates,
  argTypes: described(meta.input.argTypes),
  render: () => (
    <StateRow
      label="Contained, primary"
      render={(props) => (
        <Button variant="contained" {...props}>
          Download PNG
        </Button>
      )}
    />
  ),
});

/** An outlined button in each state side by side: default, hover, pressed, keyboard focus and disabled. */
export const OutlinedStates = meta.story({
  tags: ['desktop-only'],
  ...pointerStates,
  argTypes: described(meta.input.argTypes),
  render: () => (
    <StateRow
      label="Outlined, primary"
      render={(props) => (
        <Button variant="outlined" {...props}>
          Learn More
        </Button>
      )}
    />
  ),
});

/** A text button in each state side by side: default, hover, pressed, keyboard focus and disabled. */
export const TextStates = meta.story({
  tags: ['desktop-only'],
  ...pointerStates,
  argTypes: described(meta.input.argTypes),
  render: () => (
    <StateRow label="Text, primary" render={(props) => <Button {...props}>See all events</Button>} />
  ),
});

/** A real button reached with the Tab key: this is what keyboard focus looks like today (no ring shows yet). */
export const KeyboardFocus = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('button', 'Register Your Interest'),
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Box>
      <Button variant="contained" size="large">
        Register Your Interest
      </Button>
    </Box>
  ),
});
