import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { measure } from '../../theme/measure';

export interface PageSectionProps {
  /** The section's title, shown as its heading, e.g. 'Why I started The AI Edit'. */
  heading: string;
  /** One or two sentences under the heading. */
  intro?: string;
  /** A short label in small pink capitals above the heading, e.g. 'Women Love AI'. */
  eyebrow?: string;
  /** A tinted band sets the section apart from its neighbours. */
  tone?: 'plain' | 'tint';
  /** How wide the content may run: 'lg' (the default, up to 1200 px) for grids of cards, 'md' (up to 900 px) for reading text. */
  width?: 'md' | 'lg';
  /** The section's anchor, so a link can jump to it, e.g. 'glossary' for '#glossary'. */
  id?: string;
  /** What the section holds, under its heading and intro. */
  children: ReactNode;
}

/**
 * A titled band of a page, below its PageHeader: a heading, an optional intro and the section's
 * content, on white or on a pale grey band.
 */
export function PageSection({
  heading,
  intro,
  eyebrow,
  tone = 'plain',
  width = 'lg',
  id,
  children,
}: PageSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        py: { xs: 6, md: 9 },
        bgcolor: tone === 'tint' ? 'surface.subtle' : 'transparent',
        borderTop: tone === 'tint' ? 1 : 0,
        borderBottom: tone === 'tint' ? 1 : 0,
        borderColor: 'divider',
        scrollMarginTop: 88,
      }}
    >
      <Container maxWidth={width}>
        {eyebrow && (
          <Typography variant="eyebrow" component="p" sx={{ color: 'text.link', mb: 1 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography id={headingId} variant="h2" sx={{ mb: intro ? 1.5 : { xs: 3, md: 4 } }}>
          {heading}
        </Typography>
        {intro && (
          <Typography
            variant="body1"
            sx={{ color: 'text.secondary', maxWidth: measure(60), mb: { xs: 3, md: 4 } }}
          >
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
