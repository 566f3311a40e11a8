import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { gridListSx } from '../ui/gridList';
import { measure } from '../../theme/measure';
import { inset } from '../../theme/primitives';

export interface KeyPoint {
  /** The idea in a few words, shown as a small heading, e.g. 'Is it fair?'. */
  title: string;
  /** The idea explained in a sentence or two, under the title. */
  text: string;
  /** A concrete example, shown under the text. */
  example?: string;
  /** The words before this point's example, when not the list's own. */
  exampleLabel?: string;
}

export interface KeyPointsProps {
  /** The ideas, in order: one card or one list row each. */
  points: readonly KeyPoint[];
  /** Cards side by side, a ticked checklist, or a plain list with titles. */
  variant: 'cards' | 'checklist' | 'list';
  /** The label before an example, in pink, e.g. 'For example' (the default). */
  exampleLabel?: string;
  /** The level of each title's heading, to fit the page's outline: 'h3' under a section's h2 (the default), or 'h4'. Looks the same either way. */
  headingLevel?: 'h3' | 'h4';
}

function Example({ label, text }: { label: string; text: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 'auto', pt: 1 }}>
      <Box component="strong" sx={{ color: 'text.link', fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {text}
    </Typography>
  );
}

interface PointTextProps {
  point: KeyPoint;
  /** The explanation's type: smaller on a card, body size in a list. */
  variant: 'body1' | 'body2';
  headingLevel: 'h3' | 'h4';
  /** The list's words before an example, where the point has none of its own. */
  label: string;
}

/** A point's title, its explanation and its example if it has one: the same in a card and in a list row. */
function PointText({ point, variant, headingLevel, label }: PointTextProps) {
  return (
    <>
      <Typography variant="h6" component={headingLevel}>
        {point.title}
      </Typography>
      <Typography variant={variant}>{point.text}</Typography>
      {point.example && <Example label={point.exampleLabel ?? label} text={point.example} />}
    </>
  );
}

/**
 * A Playbook section's key points, each with a title, a short explanation and often an
 * everyday example: as cards side by side, as a checklist with ticks, or as a numbered list.
 */
export function KeyPoints({
  points,
  variant,
  exampleLabel = 'For example',
  headingLevel = 'h3',
}: KeyPointsProps) {
  if (variant === 'cards') {
    const columns = points.length % 3 === 0 ? 3 : 2;
    return (
      <Box component="ul" sx={gridListSx({ xs: 1, sm: 2, md: columns })}>
        {points.map((point) => (
          <Box component="li" key={point.title} sx={{ display: 'flex' }}>
            <Card
              variant="outlined"
              sx={{ flexGrow: 1, p: inset.card, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              <PointText point={point} variant="body2" headingLevel={headingLevel} label={exampleLabel} />
            </Card>
          </Box>
        ))}
      </Box>
    );
  }
  const checklist = variant === 'checklist';
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, maxWidth: measure(72) }}
    >
      {points.map((point, index) => (
        <Box
          component="li"
          key={point.title}
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 2, alignItems: 'start' }}
        >
          <Box
            aria-hidden="true"
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 36,
              height: 36,
              borderRadius: '50%',
              bgcolor: checklist ? 'accent.tint' : 'brand.tint',
              color: checklist ? 'accent.main' : 'primary.main',
              typography: 'subtitle2',
            }}
          >
            {checklist ? <CheckCircleRounded fontSize="small" /> : index + 1}
          </Box>
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <PointText point={point} variant="body1" headingLevel={headingLevel} label={exampleLabel} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
