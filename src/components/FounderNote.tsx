import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PersonAvatar } from './PersonAvatar';
import { measure } from '../../theme/measure';

export interface FounderNoteProps {
  /** The note itself: short paragraphs in the founder's own voice, each shown as its own paragraph. */
  paragraphs: readonly string[];
  /** Who signed it, printed under the note beside the portrait, e.g. 'Imogen Hartwell'. */
  name: string;
  /** Their role, in grey under the name, e.g. 'Founder & organiser'. */
  role: string;
  /** The address of their portrait; without one (or if it fails to load) their initials show instead. */
  portrait?: string;
}

/**
 * A personal note from the founder, in her own words, signed with her portrait, name and role. It
 * sits on the About page under 'Why I started The AI Edit'.
 */
export function FounderNote({ paragraphs, name, role, portrait }: FounderNoteProps) {
  return (
    <Box component="figure" sx={{ m: 0, maxWidth: measure(68), position: 'relative' }}>
      <FormatQuoteRounded
        aria-hidden="true"
        sx={{ position: 'absolute', top: -12, left: -8, fontSize: 64, color: 'brand.border' }}
      />
      <Box component="blockquote" sx={{ m: 0, pl: { xs: 0, sm: 2 }, pt: 4, display: 'grid', gap: 2 }}>
        {paragraphs.map((paragraph) => (
          <Typography key={paragraph} variant="body1" sx={{ fontSize: { md: '1.125rem' } }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
      <Box
        component="figcaption"
        sx={{ mt: 3, pl: { xs: 0, sm: 2 }, display: 'flex', alignItems: 'center', gap: 2 }}
      >
        <PersonAvatar name={name} src={portrait} size={56} />
        <Box>
          <Typography variant="subtitle1" component="p">
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {role}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
