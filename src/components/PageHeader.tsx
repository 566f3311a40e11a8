import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { measure } from '../../theme/measure';

export interface PageHeaderProps {
  /** The page's title, its one main heading, e.g. 'The AI Playbook'. */
  heading: string;
  /** A short label in small pink capitals above the heading, e.g. 'Women Love AI'. */
  eyebrow?: string;
  /** The opening paragraph, in larger grey text under the heading. */
  intro?: string;
  /** Breadcrumbs or a back link, shown above the heading. */
  above?: ReactNode;
  /** Buttons or facts under the intro. */
  children?: ReactNode;
  /** Whether the text lines up on the left (the default) or is centred. */
  align?: 'left' | 'center';
}

/**
 * The opening band at the top of most pages: an eyebrow, the page's title and its intro, on the
 * brand's soft pink-to-teal gradient, with room for breadcrumbs above and buttons below.
 */
export function PageHeader({ heading, eyebrow, intro, above, children, align = 'left' }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        background: (t) => t.tokens.gradients.hero,
        borderBottom: 1,
        borderColor: 'divider',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg" sx={{ textAlign: align }}>
        {above && <Box sx={{ mb: 3 }}>{above}</Box>}
        {eyebrow && (
          <Typography variant="eyebrow" component="p" sx={{ color: 'text.link', mb: 1.5 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography
          variant="h1"
          sx={{
            maxWidth: align === 'center' ? 'none' : measure(20, 'display'),
            mx: align === 'center' ? 'auto' : 0,
          }}
        >
          {heading}
        </Typography>
        {intro && (
          <Typography
            variant="lead"
            component="p"
            sx={{
              color: 'text.secondary',
              mt: 2.5,
              maxWidth: measure(60),
              mx: align === 'center' ? 'auto' : 0,
            }}
          >
            {intro}
          </Typography>
        )}
        {children && <Box sx={{ mt: 4 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
