import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface GlossaryCardProps {
  /** The word, the card's heading, e.g. 'Algorithm'. */
  term: string;
  /** What it means, in one line a ten-year-old understands, in grey under the word. */
  meaning: string;
  /** The term's illustration: one of the playbook's eight pictures. */
  art: string;
  /** What the illustration shows, read to people who cannot see it, e.g. 'A recipe card with three numbered steps…'. */
  artAlt: string;
  /** The term's heading level, to fit the page's outline: h3 unless set. */
  headingLevel?: 'h3' | 'h4';
}

/**
 * One glossary term on a card: its illustration, the word, and what it means in one line. The AI
 * Playbook's glossary shows its eight terms in two columns.
 */
export function GlossaryCard({ term, meaning, art, artAlt, headingLevel = 'h3' }: GlossaryCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '132px 1fr' },
        gap: { xs: 1.5, sm: 2.5 },
        alignItems: 'center',
        p: { xs: 2, md: 2.5 },
      }}
    >
      <Box
        component="img"
        src={art}
        alt={artAlt}
        width={240}
        height={160}
        decoding="async"
        sx={{
          width: '100%',
          maxWidth: { xs: 240, sm: 132 },
          height: 'auto',
          borderRadius: 3,
          display: 'block',
        }}
      />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="h6" component={headingLevel}>
          {term}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {meaning}
        </Typography>
      </Box>
    </Card>
  );
}
