import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import Paper, { type PaperProps } from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formEntries } from '../../content/forms';
import { choice, described, stacked, Row, Sample, toggle } from './layout';

/** A plain sheet of paper for the elevation and shape samples. */
function Sheet({
  label,
  ...props
}: Pick<PaperProps, 'elevation' | 'variant' | 'square'> & { label: string }) {
  return (
    <Sample label={label}>
      <Paper {...props} sx={{ width: 140, height: 96 }} />
    </Sample>
  );
}

const meta = preview.meta({
  title: 'Content cards/Themed MUI/Paper',
  id: 'themed-paper',
  component: Paper,
  args: { elevation: 1, variant: 'elevation', square: false },
  argTypes: {
    elevation: {
      control: { type: 'range', min: 0, max: 24 },
      description:
        "How high it floats, from 0 to 24. The theme folds MUI's 24 levels onto three pink-tinted shadows: 0 none, 1–2 low, 3–8 medium, 9–24 high. The site's floating menus use 8.",
      table: { defaultValue: { summary: '1' } },
    },
    variant: choice(
      ['elevation', 'outlined'],
      'elevation',
      'A shadow (elevation) or a 1 px border in the divider colour (outlined) instead. The application forms sit on outlined paper.',
    ),
    square: toggle("Square corners instead of the theme's 20 px rounding."),
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's paper, the white surface other parts are made of, as the site's theme draws it: rounded corners of 20 px, and shadows tinted with the brand's deep pink rather than grey. The theme folds MUI's 24 elevation levels onto three shadows: low (1–2), medium (3–8) and high (9–24). The site uses it for the forms' panels and for the floating panels of the header dropdown and the \"Open in\" assistant menu.",
      },
    },
  },
});

/** The two ways the site uses paper: a floating menu panel (elevation 8) and a form panel (outlined). */
export const OnTheSite = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row
        label="A floating panel: elevation 8, the medium shadow"
        note={'The header\'s dropdown and the prompt cards\' "Open in" menu.'}
      >
        <Paper elevation={8} sx={{ minWidth: 220, p: 1, border: 1, borderColor: 'divider' }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {['ChatGPT', 'Claude', 'Gemini'].map((name) => (
              <Typography key={name} component="li" variant="body1" sx={{ px: 1.5, py: 1, fontWeight: 600 }}>
                {name}
              </Typography>
            ))}
          </Box>
        </Paper>
      </Row>
      <Row
        label="A form panel: outlined"
        note="Around each application and enquiry form, with its own larger corners."
      >
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 4, width: 560, maxWidth: '100%' }}>
          <Typography variant="h2" component="p" sx={{ mb: 1 }}>
            {formEntries.eventRegistration.words.heading}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            {formEntries.eventRegistration.words.intro}
          </Typography>
        </Paper>
      </Row>
    </>
  ),
});

/** A sheet of paper driven by the controls: slide the elevation to see where the three shadows begin. */
export const Playground = meta.story({
  render: (args) => <Paper {...args} sx={{ width: 240, height: 140 }} />,
});

/** MUI's elevation levels as the theme folds them: check there are just three shadows, each a little pink. */
export const Elevations = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row label="None">
        <Sheet elevation={0} label="0" />
      </Row>
      <Row label="Low">
        <Sheet elevation={1} label="1" />
        <Sheet elevation={2} label="2" />
      </Row>
      <Row label="Medium">
        <Sheet elevation={3} label="3" />
        <Sheet elevation={8} label="8 (floating menus)" />
      </Row>
      <Row label="High">
        <Sheet elevation={9} label="9" />
        <Sheet elevation={24} label="24" />
      </Row>
    </>
  ),
});

/** Rounded (the theme's 20 px), square and outlined paper side by side. */
export const Shapes = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Row label="Shapes">
      <Sheet elevation={3} label="Rounded, 20 px" />
      <Sheet elevation={3} square label="Square" />
      <Sheet variant="outlined" label="Outlined" />
    </Row>
  ),
});
