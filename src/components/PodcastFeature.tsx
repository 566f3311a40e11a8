import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import MicRounded from '@mui/icons-material/MicRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SocialLinks } from './SocialLinks';

export interface PodcastFeatureProps {
  /** The show's name, the block's heading, e.g. 'The AI Edit Podcast'. */
  title: string;
  /** What the show is, in one or two sentences, in larger text under the title. */
  description: string;
  /** Who hosts it, shown after 'Hosted by', e.g. 'Imogen Hartwell, founder of The AI Edit'. */
  host: string;
  /** Where to listen: one button per platform, e.g. { label: 'Spotify', url: 'https://…' }; entries without an address are left out, and with none the whole row is. */
  listenOn: readonly { label: string; url: string }[];
  /** The small heading over the platform buttons (defaults to 'Listen on'). */
  listenOnHeading?: string;
  /** The small pink capitals above the title (defaults to 'Featured podcast'). */
  eyebrow?: string;
}

/**
 * The podcast itself, at the top of the Podcast page: cover art drawn in the brand's colours, what
 * the show is, who hosts it and where to listen.
 */
export function PodcastFeature({
  title,
  description,
  host,
  listenOn,
  listenOnHeading = 'Listen on',
  eyebrow = 'Featured podcast',
}: PodcastFeatureProps) {
  const headingId = useId();
  const links = listenOn.filter((link) => link.url.trim() !== '');
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
        gap: { xs: 3, md: 5 },
        alignItems: 'center',
        p: { xs: 3, md: 5 },
        borderRadius: 5,
        border: 1,
        borderColor: 'brand.border',
        background: (t) => t.tokens.gradients.hero,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          position: 'relative',
          width: { xs: 160, md: 240 },
          aspectRatio: '1',
          borderRadius: 4,
          background: (t) => t.tokens.gradients.brand,
          color: 'text.onBrand',
          display: 'grid',
          placeItems: 'center',
          boxShadow: (t) => t.tokens.glow.soft,
        }}
      >
        <MicRounded sx={{ fontSize: { xs: 72, md: 104 } }} />
        <GraphicEqRounded sx={{ position: 'absolute', bottom: 16, right: 16, fontSize: 32, opacity: 0.8 }} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="eyebrow" component="p" sx={{ color: 'text.link' }}>
          {eyebrow}
        </Typography>
        <Typography id={headingId} variant="h3" component="h2">
          {title}
        </Typography>
        <Typography variant="lead" component="p">
          {description}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Hosted by {host}
        </Typography>
        {links.length > 0 && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              {listenOnHeading}
            </Typography>
            <SocialLinks links={links} label={listenOnHeading} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
