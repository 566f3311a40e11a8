import preview from '../../.storybook/preview';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { site } from '../../content/site';
import { Logo } from '../../src/components/Logo';
import { navButtonSx } from '../../src/navigation/navStyles';
import { choice, described, Frame, Row } from './layout';

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

const meta = preview.meta({
  title: 'Navigation/Themed MUI/AppBar',
  id: 'themed-appbar',
  component: AppBar,
  args: { position: 'static', elevation: 0 },
  argTypes: {
    position: choice(
      ['static', 'sticky'],
      'fixed',
      "How the bar behaves as the page scrolls: sticky stays at the top of the window (the site's header), static scrolls away with the page. Both look the same here.",
    ),
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
  },
});

/** The bar as the site header fills it: check the white surface, the fine bottom line and no shadow. */
export const OnTheSite = meta.story({
  argTypes: described(meta.input.argTypes),
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
});

/** The bar driven by the controls: try an elevation to see the shadow the theme leaves off. */
export const Playground = meta.story({
  render: (args) => (
    <Box sx={{ pb: 4 }}>
      <AppBar {...args}>
        <HeaderContent />
      </AppBar>
    </Box>
  ),
});

/** The theme's flat bar above one with a medium shadow (elevation 4), for comparison. */
export const Elevation = meta.story({
  argTypes: described(meta.input.argTypes),
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
});
