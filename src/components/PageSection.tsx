import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { measure } from '../../theme/measure';

export interface PageSectionProps {
  heading: string;
  /** One or two sentences under the heading. */
  intro?: string;
  eyebrow?: string;
  /** A tinted band sets the section apart from its neighbours. */
  tone?: 'plain' | 'tint';
  width?: 'md' | 'lg';
  id?: string;
  children: ReactNode;
}

/** A titled band of a page, labelled by its h2 so it shows up in a screen reader's landmarks. */
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
