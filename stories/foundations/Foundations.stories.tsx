import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import { AA_TEXT, contrastRatio } from '../../theme/contrast';
import {
  elevation,
  glow,
  neutral,
  pink,
  radii,
  space,
  spacingUnit,
  status,
  teal,
} from '../../theme/primitives';
import { onPink, roles } from '../../theme/semantic';
import { measure } from '../../theme/measure';

function Swatch({ name, colour, text }: { name: string; colour: string; text: string }) {
  const ratio = contrastRatio(colour, text);
  return (
    <Box
      component="li"
      sx={{
        bgcolor: colour,
        color: text,
        p: 1.5,
        borderRadius: 2,
        minWidth: 112,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="subtitle2" component="p" sx={{ color: 'inherit' }}>
        {name}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'inherit', fontFamily: 'monospace' }}>
        {colour}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'inherit' }}>
        {ratio.toFixed(2)}:1 {ratio >= AA_TEXT ? 'AA' : 'large only'}
      </Typography>
    </Box>
  );
}

function Ramp({
  title,
  ramp,
  textFor,
}: {
  title: string;
  ramp: Record<string, string>;
  textFor: (step: string) => string;
}) {
  return (
    <section>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {Object.entries(ramp).map(([step, colour]) => (
          <Swatch key={step} name={step} colour={colour} text={textFor(step)} />
        ))}
      </Box>
    </section>
  );
}

const darkOrLight = (colour: string) =>
  contrastRatio(colour, neutral[900]) >= contrastRatio(colour, neutral[0]) ? neutral[900] : neutral[0];

function Colours() {
  return (
    <Stack spacing={5} sx={{ p: 4 }}>
      <Typography variant="h1">Colour</Typography>
      <Typography variant="lead" component="p" sx={{ color: 'text.secondary', maxWidth: measure(60) }}>
        Every swatch shows the text colour the site puts on it and the contrast ratio between the two. Every
        pink step has a text colour that passes WCAG AA (4.5:1).
      </Typography>
      <Ramp
        title="Pink (brand)"
        ramp={pink}
        textFor={(step) => onPink[Number(step) as keyof typeof onPink]}
      />
      <Ramp
        title="Teal (accent)"
        ramp={teal}
        textFor={(step) => darkOrLight(teal[Number(step) as keyof typeof teal])}
      />
      <Ramp
        title="Neutral"
        ramp={neutral}
        textFor={(step) => darkOrLight(neutral[Number(step) as keyof typeof neutral])}
      />
      <Ramp
        title="Status"
        ramp={Object.fromEntries(Object.entries(status).map(([k, v]) => [k, v.strong]))}
        textFor={() => neutral[0]}
      />
      <Ramp title="Course levels" ramp={{ ...roles.level }} textFor={() => neutral[0]} />
    </Stack>
  );
}

const typeSamples: { variant: TypographyProps['variant']; label: string }[] = [
  { variant: 'display', label: 'Display' },
  { variant: 'h1', label: 'Heading 1' },
  { variant: 'h2', label: 'Heading 2' },
  { variant: 'h3', label: 'Heading 3' },
  { variant: 'h4', label: 'Heading 4' },
  { variant: 'h5', label: 'Heading 5' },
  { variant: 'h6', label: 'Heading 6' },
  { variant: 'eyebrow', label: 'Eyebrow' },
  { variant: 'lead', label: 'Lead paragraph' },
  { variant: 'body1', label: 'Body' },
  { variant: 'body2', label: 'Small body' },
  { variant: 'caption', label: 'Caption' },
];

function TypeScale() {
  return (
    <Stack spacing={3} sx={{ p: 4 }}>
      {typeSamples.map(({ variant, label }) => (
        <Box
          key={label}
          sx={{ display: 'grid', gridTemplateColumns: { md: '160px 1fr' }, gap: 2, alignItems: 'baseline' }}
        >
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography variant={variant} component="p">
            Prompts that make Monday lighter
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

function Spacing() {
  return (
    <Stack spacing={5} sx={{ p: 4 }}>
      <section>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Spacing ({spacingUnit} px unit)
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {Object.entries(space).map(([name, units]) => (
            <Box component="li" key={name} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Typography variant="body2" sx={{ width: 120 }}>
                {name} · {units * spacingUnit}px
              </Typography>
              <Box
                sx={{ height: 16, width: units * spacingUnit, bgcolor: 'primary.main', borderRadius: 1 }}
              />
            </Box>
          ))}
        </Stack>
      </section>
      <section>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Radii, elevation and glow
        </Typography>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, listStyle: 'none', p: 0, m: 0 }}>
          {[
            ...Object.entries(radii).map(([name, r]) => ({
              name: `radius ${name}`,
              radius: r,
              shadow: elevation.low,
            })),
            ...Object.entries(elevation).map(([name, s]) => ({
              name: `elevation ${name}`,
              radius: radii.md,
              shadow: s,
            })),
            ...Object.entries(glow).map(([name, s]) => ({
              name: `glow ${name}`,
              radius: radii.lg,
              shadow: s,
            })),
          ].map(({ name, radius, shadow }) => (
            <Box
              component="li"
              key={name}
              sx={{
                width: 132,
                height: 96,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'background.paper',
                borderRadius: `${Math.min(radius, 48)}px`,
                boxShadow: shadow,
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="caption">{name}</Typography>
            </Box>
          ))}
        </Box>
      </section>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = { render: () => <Colours /> };
export const TypeScaleStory: Story = { name: 'Type scale', render: () => <TypeScale /> };
export const SpacingStory: Story = { name: 'Spacing and shape', render: () => <Spacing /> };
