import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from './IconTile';

export interface FeatureCardProps {
  title: string;
  text: string;
  icon: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** One benefit or reason: an icon on the brand's tint, a short title and a sentence or two. */
export function FeatureCard({ title, text, icon, headingLevel = 'h3' }: FeatureCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', p: { xs: 2.5, md: 3 }, display: 'grid', gap: 1.5, alignContent: 'start' }}
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
