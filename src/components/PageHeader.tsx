import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Scene } from '../art/scenes';
import { measure } from '../../theme/measure';
import { Illustration } from './Illustration';

export interface PageHeaderProps {
  /** The page's title, its one main heading, e.g. 'The AI Playbook'. */
  heading: string;
  /** A short label in small pink capitals above the heading, e.g. 'Women Love AI'. */
  eyebrow?: string;
  /** The opening paragraph, in larger grey text under the heading. */
  intro?: string;
  /** Breadcrumbs or a back link, shown above the heading. */
  above?: ReactNode;
  /** Buttons under the intro. */
  children?: ReactNode;
  /**
   * What follows the words across the band's full width, under the picture too: an event's call to
   * action, status and facts.
   */
  below?: ReactNode;
  /** Whether the text lines up on the left (the default) or is centred; a header with a picture keeps left. */
  align?: 'left' | 'center';
  /**
   * The picture of what the page is about (theme/art/scenes): in the right half from medium screens
   * up, and small above the eyebrow on phones, where it leaves the heading and the first action in view.
   */
  art?: Scene;
}

/**
 * The opening band at the top of most pages: an eyebrow, the page's title and its intro, on the
 * brand's soft pink-to-teal gradient, with room for breadcrumbs above, buttons below and a picture
 * of the page's subject beside it.
 */
export function PageHeader({
  heading,
  eyebrow,
  intro,
  above,
  children,
  below,
  align: alignAsked = 'left',
  art,
}: PageHeaderProps) {
  const align = art ? 'left' : alignAsked;
  return (
    <Box
      component="header"
      sx={{
        background: (t) => t.tokens.gradients.hero,
        borderBottom: 1,
        borderColor: 'divider',
        py: { xs: art ? 4 : 6, md: 10 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          textAlign: align,
          // One picture in the markup: above the words on phones, beside them from medium screens up.
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: art ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          },
          gridTemplateAreas: {
            xs: '"above" "art" "words" "below"',
            md: art ? '"above art" "words art" "below below"' : '"above" "words" "below"',
          },
          gridTemplateRows: { md: 'auto 1fr auto' },
          columnGap: 8,
        }}
      >
        {above && <Box sx={{ gridArea: 'above', mb: 3 }}>{above}</Box>}
        {art && <Illustration picture={art} />}
        <Box sx={{ gridArea: 'words', minWidth: 0 }}>
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
        </Box>
        {below && <Box sx={{ gridArea: 'below', mt: 4 }}>{below}</Box>}
      </Container>
    </Box>
  );
}
