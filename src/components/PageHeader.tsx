import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { measure } from '../../theme/measure';

export interface PageHeaderProps {
  heading: string;
  eyebrow?: string;
  intro?: string;
  /** Breadcrumbs or a back link, shown above the heading. */
  above?: ReactNode;
  /** Buttons or facts under the intro. */
  children?: ReactNode;
  align?: 'left' | 'center';
}

/** The opening band of a page: eyebrow, the page's one h1, and its intro, on the brand's soft gradient. */
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
