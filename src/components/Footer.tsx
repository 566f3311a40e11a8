import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Logo } from './Logo';
import { ResourceCard, type ResourceCardProps } from './ResourceCard';
import { externalLinkProps } from '../ui/externalLink';
import type { NavLinkItem } from '../navigation/navTypes';
import { visuallyHidden } from '../ui/visuallyHidden';
import { measure } from '../../theme/measure';

export interface FooterProps {
  /** The site's name, beside the logo and in the copyright line: 'The AI Edit'. */
  siteName: string;
  /** The short line under the logo: 'Work smarter with AI, one prompt at a time.' */
  tagline: string;
  /** Where the logo leads: the home page of the site being visited, '/'. */
  logoHref: string;
  /** The six free resources shown as cards in the pink band at the top, each with its PDF. */
  resources: ResourceCardProps[];
  /** Where 'See all free resources', under the six cards, leads: the Free Resources page. */
  resourcesHref: string;
  /** The 'Navigate' column: Prompt Hub, Podcast, About, then Partner Tools and Free Resources. */
  navigation: NavLinkItem[];
  /** The heading of the community's column: 'Women Love AI'. */
  communityTitle: string;
  /** The community's column: Community, Events, Founding 20. */
  community: NavLinkItem[];
  /**
   * The 'Connect' column: the newsletter and the organiser's profile. Both leave the site and open in
   * a new tab; the site leaves out one whose address is not set yet.
   */
  connect: NavLinkItem[];
  /** The year in the copyright line: 2025 gives '© 2025 The AI Edit. All rights reserved.' */
  copyrightYear: number;
}

function LinkColumn({ title, items }: { title: string; items: NavLinkItem[] }) {
  const id = `footer-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} variant="eyebrow" component="h2" sx={{ color: 'surface.onInverseMuted', mb: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item.active ? 'page' : undefined}
              {...(item.external ? externalLinkProps : {})}
              sx={{
                color: 'surface.onInverse',
                fontWeight: 500,
                '&:hover': { color: 'surface.linkOnInverse' },
              }}
            >
              {item.label}
              {item.external && (
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (opens in a new tab)
                </Box>
              )}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The foot of every page: a pink band with the six free resources, then a dark band with the logo,
 * three columns of links and the copyright line.
 */
export function Footer({
  siteName,
  tagline,
  logoHref,
  resources,
  resourcesHref,
  navigation,
  communityTitle,
  community,
  connect,
  copyrightYear,
}: FooterProps) {
  return (
    <Box component="footer">
      <Box
        component="section"
        aria-labelledby="footer-resources"
        sx={{ bgcolor: 'surface.blush', py: { xs: 6, md: 8 } }}
      >
        <Container maxWidth="lg">
          <Typography id="footer-resources" variant="h2" sx={{ mb: 1 }}>
            Resources
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary', mb: 4, maxWidth: measure(60) }}>
            Free guides, templates and tool lists to keep. Each one opens as a PDF in a new tab.
          </Typography>
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {resources.map((resource) => (
              <Grid key={resource.href} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <ResourceCard {...resource} headingLevel="h3" />
              </Grid>
            ))}
          </Grid>
          <Box sx={{ mt: 4 }}>
            <Button href={resourcesHref} endIcon={<ArrowForwardRounded aria-hidden="true" />}>
              See all free resources
            </Button>
          </Box>
        </Container>
      </Box>
      <Box sx={{ bgcolor: 'surface.inverse', color: 'surface.onInverse', py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Grid container spacing={5}>
            <Grid size={{ xs: 12, md: 3 }}>
              <Logo href={logoHref} siteName={siteName} inverse />
              <Typography sx={{ color: 'surface.onInverseMuted', mt: 2, maxWidth: measure(40) }}>
                {tagline}
              </Typography>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <LinkColumn title="Navigate" items={navigation} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <LinkColumn title={communityTitle} items={community} />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <LinkColumn title="Connect" items={connect} />
            </Grid>
          </Grid>
          <Divider sx={{ my: 5, borderColor: 'surface.onInverseMuted', opacity: 0.3 }} />
          <Typography variant="body2" sx={{ color: 'surface.onInverseMuted' }}>
            © {copyrightYear} {siteName}. All rights reserved.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
