import preview from '../../.storybook/preview';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { tabbedTo } from '../../.storybook/states';
import { choice, described, stacked, pointerStates, Row, Sample, StateRow, toggle } from './layout';

const icons = {
  Link: <LinkRounded />,
  Check: <CheckRounded />,
  Menu: <MenuRounded />,
  Close: <CloseRounded />,
};

const sizeLabels = { small: 'Small', medium: 'Medium', large: 'Large' } as const;

const meta = preview.meta({
  title: 'Forms and inputs/Themed MUI/IconButton',
  id: 'themed-iconbutton',
  component: IconButton,
  args: { children: 'Link', 'aria-label': 'Copy link', size: 'medium', color: 'default', disabled: false },
  argTypes: {
    children: {
      control: 'select',
      options: Object.keys(icons),
      mapping: icons,
      description: 'The icon, from the rounded icon set the site uses: Link, Check (done), Menu or Close.',
    },
    'aria-label': {
      control: 'text',
      description:
        'The name a screen reader speaks, since there is no visible label: the action, e.g. "Copy link" or "Open menu". Change it with the state ("Link copied").',
    },
    size: choice(
      ['small', 'medium', 'large'],
      'medium',
      'The padding around the icon: small (about 37 px square, the copy-link button on prompt cards), medium (about 43 px) or large (about 51 px).',
    ),
    color: choice(
      ['default', 'primary', 'inherit'],
      'default',
      "The icon's colour role: default is MUI's grey (black at 54 %), primary the brand pink, inherit the colour of the text around it. The site's two icon buttons set their own colour instead (link pink and body text).",
    ),
    disabled: toggle('Greys the icon out and stops the button responding.'),
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's icon-only button as the site's theme draws it: the icon in a square with 12 px rounded corners (MUI's own is a circle), no background until hovered, and a 3 px pink glow ring on keyboard focus. The site uses two: the copy-link button on prompt cards, in link pink, and the small-screen menu toggle, in the body text colour.",
      },
    },
  },
});

/** The two icon buttons of the site: copy link on a prompt card (before and after copying) and the menu toggle. */
export const OnTheSite = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row label="Prompt card: copy link, small, link pink">
        <Sample label="Ready">
          <IconButton size="small" aria-label="Copy link" sx={{ color: 'text.link' }}>
            <LinkRounded />
          </IconButton>
        </Sample>
        <Sample label="Copied">
          <IconButton size="small" aria-label="Link copied" sx={{ color: 'text.link' }}>
            <CheckRounded />
          </IconButton>
        </Sample>
      </Row>
      <Row label="Header on a small screen: menu toggle, 44 × 44 px, body text">
        <Sample label="Menu closed">
          <IconButton aria-label="Open menu" sx={{ color: 'text.primary', width: 44, height: 44 }}>
            <MenuRounded />
          </IconButton>
        </Sample>
        <Sample label="Menu open">
          <IconButton aria-label="Close menu" sx={{ color: 'text.primary', width: 44, height: 44 }}>
            <CloseRounded />
          </IconButton>
        </Sample>
      </Row>
    </>
  ),
});

/** One icon button driven by the controls: try each icon, size and colour. */
export const Playground = meta.story({
  render: (args) => (
    <Box>
      <IconButton {...args} />
    </Box>
  ),
});

/** Small, medium and large: compare the padding around the same icon. */
export const Sizes = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Row label="Sizes">
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Sample key={size} label={sizeLabels[size]}>
          <IconButton size={size} aria-label="Copy link" sx={{ color: 'text.link' }}>
            <LinkRounded />
          </IconButton>
        </Sample>
      ))}
    </Row>
  ),
});

/** The colours an icon button can take: the two the site sets, and the theme's own roles. */
export const Colours = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row label="Set by the site">
        <Sample label="Link pink (copy link)">
          <IconButton aria-label="Copy link" sx={{ color: 'text.link' }}>
            <LinkRounded />
          </IconButton>
        </Sample>
        <Sample label="Body text (menu toggle)">
          <IconButton aria-label="Open menu" sx={{ color: 'text.primary' }}>
            <MenuRounded />
          </IconButton>
        </Sample>
      </Row>
      <Row label="The color prop">
        <Sample label="Default (grey)">
          <IconButton aria-label="Copy link">
            <LinkRounded />
          </IconButton>
        </Sample>
        <Sample label="Primary (brand pink)">
          <IconButton color="primary" aria-label="Copy link">
            <LinkRounded />
          </IconButton>
        </Sample>
      </Row>
    </>
  ),
});

/** The copy-link button in each state side by side: default, hover, pressed, keyboard focus and disabled. */
export const States = meta.story({
  tags: ['desktop-only'],
  ...pointerStates,
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <StateRow
        label="Copy link, small, link pink"
        render={(props) => (
          <IconButton size="small" aria-label="Copy link" sx={{ color: 'text.link' }} {...props}>
            <LinkRounded />
          </IconButton>
        )}
      />
      <StateRow
        label="Menu toggle, 44 × 44 px, body text"
        render={(props) => (
          <IconButton aria-label="Open menu" sx={{ color: 'text.primary', width: 44, height: 44 }} {...props}>
            <MenuRounded />
          </IconButton>
        )}
      />
    </>
  ),
});

/** A real icon button reached with the Tab key: check the pink glow ring around its rounded square. */
export const KeyboardFocus = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('button', 'Copy link'),
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Box>
      <IconButton size="small" aria-label="Copy link" sx={{ color: 'text.link' }}>
        <LinkRounded />
      </IconButton>
    </Box>
  ),
});
