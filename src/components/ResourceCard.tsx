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
  /** The resource's name, the card's heading, e.g. 'The Beginner’s Guide to Prompting'. */
  title: string;
  /** One sentence on what the reader gets, in grey under the title. */
  description: string;
  /**
   * Guide, Template, Tools or Analysis, shown small in pink capitals above the title. It sets the
   * button's words: 'Get Guide', 'Get Template', 'See Tools', 'See Analysis'; any other type gets 'View Resource'.
   */
  type: string;
  /** The public URL of the PDF; it opens in a new tab. */
  href: string;
  /** The picture on the small pink tile beside the type, e.g. <MenuBookRounded />; no tile without one. */
  icon?: ReactNode;
  /** Heading level of the title, so the card fits the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * A free resource on a card: its type, title and summary, and a button that opens the PDF. Six sit
 * in the footer of every page, and the Resources page lists them.
 */
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
