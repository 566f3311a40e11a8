import type { Meta, StoryObj } from '@storybook/react-vite';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Guidance } from '../../.storybook/guidance';
import { site } from '../../content/site';
import { Logo } from '../../src/components/Logo';
import { navButtonSx } from '../../src/navigation/navStyles';
import { described, Frame, Row } from './layout';

/** What the header's bar holds: the logo, the text links and the call to action (a menu button on a phone). */
function HeaderContent() {
  return (
    <Toolbar sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
      <Logo href="/" siteName={site.name} />
      <Box
        component="nav"
        aria-label="Main"
        sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 'auto' }}
      >
        <Button href="/courses" sx={navButtonSx}>
          Courses
        </Button>
        <Button href="/playbook" aria-current="page" sx={navButtonSx}>
          Playbook
        </Button>
        <Button href="/podcast" sx={navButtonSx}>
          Podcast
        </Button>
        <Button variant="contained" href="/find-prompt" sx={{ ml: 1.5 }}>
          Find A Prompt
        </Button>
      </Box>
      <IconButton
        aria-label="Open menu"
        sx={{ display: { md: 'none' }, ml: 'auto', color: 'text.primary', width: 44, height: 44 }}
      >
        <MenuRounded />
      </IconButton>
    </Toolbar>
  );
}

const meta = {
  title: 'Navigation/Themed MUI/AppBar',
  id: 'themed-appbar',
  component: AppBar,
  args: { position: 'static', elevation: 0 },
  argTypes: {
    position: {
      control: 'inline-radio',
      options: ['static', 'sticky'],
      description:
        "How the bar behaves as the page scrolls: sticky stays at the top of the window (the site's header), static scrolls away with the page. Both look the same here.",
      table: { defaultValue: { summary: 'fixed' } },
    },
    elevation: {
      control: { type: 'range', min: 0, max: 24 },
      description:
        'Its shadow. The theme sets 0, a flat bar edged by a fine line; 1–2 give the low shadow, 3–8 the medium and 9–24 the high.',
      table: { defaultValue: { summary: '0' } },
    },
  },
  parameters: {
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's app bar as the site's theme draws it: a flat white bar (the raised surface) with a 1 px line along its bottom edge in the divider colour (neutral 200), no shadow, and text in the colour around it. The site's Header is this bar, kept at the top of the window as the page scrolls.",
      },
    },
    guidance: {
      use: ['For the one bar across the top of every page that holds the logo and the main navigation.'],
      avoid: [
        {
          when: 'Building the site header.',
          instead: 'Header, which fills the bar with the logo, menus and call to action for the host.',
        },
        { when: 'A band of a page needs a tinted background.', instead: 'PageSection with a tone.' },
        {
          when: 'It should be pink, teal or dark.',
          instead: 'Leave the bar white: the theme paints it white whatever colour is asked for.',
        },
      ],
      content: [
        'The logo on the left, linking home; the main links and one call to action on the right ("Find A Prompt").',
        'On a phone, the links fold behind one menu button.',
      ],
      states: [
        {
          name: 'Default',
          looks: 'White (surface.raised), a 1 px neutral 200 line along the bottom, no shadow.',
        },
        {
          name: 'Scrolled',
          looks:
            "The site's bar stays at the top of the window and keeps the same look; content passes under it.",
        },
        {
          name: 'With elevation',
          looks: 'A pink-tinted shadow under the line: low, medium or high by level. The site uses none.',
        },
        {
          name: 'Narrow screen',
          looks:
            'The links give way to a menu button at the right; the bar is 64 px tall, 72 px from the md width up.',
        },
      ],
      accessibility: {
        keyboard:
          'Nothing to focus in the bar itself; Tab moves through the logo, links and buttons inside it.',
        screenReader:
          'Rendered as a header element: the page\'s banner landmark. The links inside sit in a navigation landmark named "Main".',
        contrast:
          'Body text (neutral 900) on white is 18.04:1. The bottom line (neutral 200) is 1.28:1 against white: a soft edge, not a boundary anyone needs to see.',
      },
      status: { level: 'Stable', note: 'The site header on every page of both hosts.' },
      engineering: [
        'The color prop has no effect on the background: the theme\'s root override sets the raised surface after MUI\'s colour rules, while the text colour still follows the prop, so color="primary" gives white text on white.',
        'The theme sets elevation 0 and color "inherit" as defaults.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar as the site header fills it: check the white surface, the fine bottom line and no shadow. */
export const OnTheSite: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Box>
      <AppBar position="static">
        <HeaderContent />
      </AppBar>
      <Frame>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          {site.tagline}
        </Typography>
      </Frame>
    </Box>
  ),
};

/** The bar driven by the controls: try an elevation to see the shadow the theme leaves off. */
export const Playground: Story = {
  render: (args) => (
    <Box sx={{ pb: 4 }}>
      <AppBar {...args}>
        <HeaderContent />
      </AppBar>
    </Box>
  ),
};

/** The theme's flat bar above one with a medium shadow (elevation 4), for comparison. */
export const Elevation: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <Row label="Elevation 0: the theme's default">
        <AppBar position="static" component="div">
          <Toolbar sx={{ gap: 2 }}>
            <Logo href="/" siteName={site.name} />
          </Toolbar>
        </AppBar>
      </Row>
      <Row label="Elevation 4: the medium shadow">
        <AppBar position="static" component="div" elevation={4}>
          <Toolbar sx={{ gap: 2 }}>
            <Logo href="/" siteName={site.name} />
          </Toolbar>
        </AppBar>
      </Row>
    </Frame>
  ),
};
