import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { courses } from '../../content/courses';
import { site } from '../../content/site';
import { choice, described, stacked, Row, Sample, words } from './layout';

const course = courses[0];
const minutes = course?.modules.reduce((sum, module) => sum + module.minutes, 0);

const meta = preview.meta({
  title: 'Content cards/Themed MUI/Divider',
  id: 'themed-divider',
  component: Divider,
  args: { orientation: 'horizontal', variant: 'fullWidth' },
  argTypes: {
    orientation: choice(
      ['horizontal', 'vertical'],
      'horizontal',
      'A line across (between stacked blocks) or up and down (between things side by side).',
    ),
    variant: choice(
      ['fullWidth', 'middle', 'inset'],
      'fullWidth',
      "How far the line runs: the full width (the site's dividers), stopping 16 px short of both ends (middle), or starting 72 px in (inset, for lists with avatars).",
    ),
    children: words('A word set in the middle of the line, e.g. "or". Not used on the site.'),
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's divider as the site's theme draws it: a 1 px line in the divider colour (neutral 200), the same warm grey as card borders. On the dark footer the site sets it in pale grey at 30 % opacity instead.",
      },
    },
  },
});

/** The site's two dividers: inside the course card, and above the footer's copyright line. */
export const OnTheSite = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row label="Inside a card" note="The course card: between the course contents and the instructor.">
        <Box sx={{ width: 420, maxWidth: '100%', display: 'grid', gap: 3 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`${course?.modules.length} modules · ${minutes} minutes of video`}
          </Typography>
          <Divider />
          <Box>
            <Typography variant="subtitle1" component="p">
              {course?.instructor.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {course?.instructor.role}
            </Typography>
          </Box>
        </Box>
      </Row>
      <Row label="On the dark footer" note="Pale grey at 30 % opacity.">
        <Box sx={{ bgcolor: 'surface.inverse', p: 3, borderRadius: 3, width: 560, maxWidth: '100%' }}>
          <Typography sx={{ color: 'surface.onInverseMuted' }}>{site.tagline}</Typography>
          <Divider sx={{ my: 3, borderColor: 'surface.onInverseMuted', opacity: 0.3 }} />
          <Typography variant="body2" sx={{ color: 'surface.onInverseMuted' }}>
            {`© ${site.copyrightYear} ${site.name}. All rights reserved.`}
          </Typography>
        </Box>
      </Row>
    </>
  ),
});

/** One divider driven by the controls, between two blocks of text (or two buttons when vertical). */
export const Playground = meta.story({
  render: (args) =>
    args.orientation === 'vertical' ? (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button variant="outlined">Download PNG</Button>
        <Divider {...args} flexItem />
        <Button variant="outlined">Download SVG</Button>
      </Box>
    ) : (
      <Box sx={{ width: 420, maxWidth: '100%', display: 'grid', gap: 2 }}>
        <Typography variant="body2">{site.tagline}</Typography>
        <Divider {...args} />
        <Typography variant="body2">
          {`© ${site.copyrightYear} ${site.name}. All rights reserved.`}
        </Typography>
      </Box>
    ),
});

/** The lengths, a vertical divider and a divider with a word: the site uses only the full-width line. */
export const Variants = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Box sx={{ width: 420, maxWidth: '100%', display: 'grid', gap: 3 }}>
        <Sample label="Full width (the site's)">
          <Box sx={{ width: '100%' }}>
            <Divider />
          </Box>
        </Sample>
        <Sample label="Middle">
          <Box sx={{ width: '100%' }}>
            <Divider variant="middle" />
          </Box>
        </Sample>
        <Sample label="Inset">
          <Box sx={{ width: '100%' }}>
            <Divider variant="inset" />
          </Box>
        </Sample>
        <Sample label="With a word">
          <Box sx={{ width: '100%' }}>
            <Divider>or</Divider>
          </Box>
        </Sample>
      </Box>
      <Sample label="Vertical, between buttons">
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined">Download PNG</Button>
          <Divider orientation="vertical" flexItem />
          <Button variant="outlined">Download SVG</Button>
        </Box>
      </Sample>
    </>
  ),
});
