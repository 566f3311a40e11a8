import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { inset } from '../../theme/primitives';

export interface TableOfContentsProps {
  /** The box's heading, 'Contents' on the playbook. Screen readers also name the list by it. */
  heading: string;
  /**
   * The page's sections in the order they appear, each its words as shown and the id of the section it
   * jumps to: { id: 'what-is-ai', label: 'What is AI?' }.
   */
  items: readonly { id: string; label: string }[];
}

/**
 * A long page's list of contents: a pale pink box of numbered links that jump to the page's sections.
 * It sits under the heading of the AI Playbook.
 */
export function TableOfContents({ heading, items }: TableOfContentsProps) {
  const headingId = useId();
  return (
    <Box
      component="nav"
      aria-labelledby={headingId}
      sx={{
        p: inset.card,
        borderRadius: 4,
        border: 1,
        borderColor: 'brand.border',
        bgcolor: 'brand.tint',
      }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      <Box
        component="ol"
        sx={{
          m: 0,
          pl: 3,
          columnGap: 4,
          columns: { xs: 1, sm: 2 },
          '& li': { breakInside: 'avoid', py: 0.5 },
          '& li::marker': { color: 'primary.main', fontWeight: 600 },
        }}
      >
        {items.map((item) => (
          <li key={item.id}>
            <Link href={`#${item.id}`} sx={{ fontWeight: 500 }}>
              {item.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
