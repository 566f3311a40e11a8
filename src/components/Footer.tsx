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
  siteName: string;
  tagline: string;
  logoHref: string;
  resources: ResourceCardProps[];
  /** The page with every free resource, linked under the six. */
  resourcesHref: string;
  /** Prompt Hub, Podcast, About, then the partner tools and the resources page. */
  navigation: NavLinkItem[];
  /** The community's name, heading its column. */
  communityTitle: string;
  /** The community's pages: the community, its events, the Founding 20. */
  community: NavLinkItem[];
  /** Newsletter and profile; external. */
  connect: NavLinkItem[];
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

/** The site footer: the six free resources, then navigation, connect links and the copyright line. */
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
