import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from './IconTile';
import { inset } from '../../theme/primitives';

export interface FeatureCardProps {
  /** The card's short heading, e.g. 'Ready-to-Use Prompts'. */
  title: string;
  /** One or two sentences under the title, in grey. */
  text: string;
  /** The picture on the pink tile at the top: one rounded icon, e.g. <EventRounded />. Screen readers skip it. */
  icon: ReactNode;
  /** The title's heading level, to fit the page's outline: h3 unless set. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One benefit or reason on a small card: an icon on a pale pink tile, a short title and a sentence
 * or two. The home, about and community pages set them in rows.
 */
export function FeatureCard({ title, text, icon, headingLevel = 'h3' }: FeatureCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', p: inset.card, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <IconTile>{icon}</IconTile>
      <Typography variant="h6" component={headingLevel}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </Card>
  );
}
