import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { externalLinkProps } from '../ui/externalLink';
import { IconTile } from './IconTile';
import { resourceActionLabel } from '../ui/resourceActionLabel';

export interface ResourceCardProps {
  title: string;
  description: string;
  /** Guide, Template, Tools, Analysis; any other type gets 'View Resource'. */
  type: string;
  /** The public URL of the PDF; it opens in a new tab. */
  href: string;
  icon?: ReactNode;
  /** Heading level of the title, so the card fits the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A free resource: its type, title and summary, and a button that opens the PDF. */
export function ResourceCard({
  title,
  description,
  type,
  href,
  icon,
  headingLevel = 'h3',
}: ResourceCardProps) {
  const label = resourceActionLabel(type);
  return (
    <Card
      sx={{
        height: '100%',
        transition: 'box-shadow 200ms',
        '&:hover': { boxShadow: (t) => t.tokens.glow.soft },
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {icon && <IconTile size={44}>{icon}</IconTile>}
          <Typography variant="eyebrow" component="p" sx={{ color: 'text.link' }}>
            {type}
          </Typography>
        </Box>
        <Typography variant="h6" component={headingLevel}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {description}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="outlined"
          href={href}
          {...externalLinkProps}
          endIcon={<OpenInNewRounded aria-hidden="true" />}
          aria-label={`${label}: ${title} (PDF, opens in a new tab)`}
        >
          {label}
        </Button>
      </CardActions>
    </Card>
  );
}
