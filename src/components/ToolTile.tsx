import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { IconTile } from './IconTile';
import { initials } from '../ui/initials';
import { NewTabButton } from '../ui/links';
import { inset } from '../../theme/primitives';

export interface ToolTileProps {
  /** The tool's name, the card's heading, e.g. 'ChatGPT'; its initials make the monogram ('Notion AI' → 'NA'). */
  name: string;
  /** The tool's own site; it opens in a new tab. */
  url: string;
  /** What kind of tool, shown small in pink capitals under the name, e.g. 'Writing'. */
  category: string;
  /** One or two sentences on what it does. */
  description: string;
  /** The one job we use it for, after a bold 'Best for:', e.g. 'Brainstorming and first drafts'. */
  bestFor: string;
  /** The button's label, followed by the tool's name, e.g. 'Visit'. */
  visitLabel?: string;
  /** The name's heading level, to fit the page's outline: h3 unless set. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A recommended tool on a card: a monogram, its name and kind, what it does and what it is best
 * for, and a button to its site. The Tools page shows the nine the site recommends.
 */
export function ToolTile({
  name,
  url,
  category,
  description,
  bestFor,
  visitLabel = 'Visit',
  headingLevel = 'h3',
}: ToolTileProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        p: inset.card,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        transition: 'box-shadow 200ms, border-color 200ms',
        '&:hover, &:focus-within': { borderColor: 'brand.border', boxShadow: (t) => t.tokens.glow.soft },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <IconTile>
          <Box component="span" sx={{ typography: 'h6' }}>
            {initials(name)}
          </Box>
        </IconTile>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component={headingLevel}>
            {name}
          </Typography>
          <Typography variant="eyebrow" component="p" sx={{ color: 'text.link' }}>
            {category}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2">{description}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
          Best for:
        </Box>{' '}
        {bestFor}
      </Typography>
      <Box sx={{ mt: 'auto', pt: 0.5 }}>
        <NewTabButton
          href={url}
          name={`${visitLabel} ${name}`}
          variant="outlined"
          endIcon={<OpenInNewRounded aria-hidden="true" />}
        >
          {visitLabel} {name}
        </NewTabButton>
      </Box>
    </Card>
  );
}
