import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { homeFeatures, homeText } from '../../content/home';
import { pages } from '../../content/pages';
import { site } from '../../content/site';
import { CardGrid } from '../components/CardGrid';
import { externalLinkProps } from '../ui/externalLink';
import { FeatureCard } from '../components/FeatureCard';
import { JsonLd } from '../components/JsonLd';
import { PageSection } from '../components/PageSection';
import { useHost } from '../routing/HostContext';
import { linkTo } from '../routing/paths';
import { featureIcons } from '../art/featureIcons';
import { StandardPage } from '../layout/StandardPage';

/** Who publishes the site, for search engines (schema.org Organization). */
const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.name,
  url: site.origins.main,
  logo: `${site.origins.main}/favicon.svg`,
  description: pages.home.description,
  sameAs: [site.links.profile.url, site.links.newsletter.url].filter(Boolean),
};

/** The front door: the welcome, the newsletter, what it brings and the way into the prompt library. */
export function HomePage() {
  const host = useHost();
  const findPrompt = linkTo(host, { page: 'find-prompt' }).href;
  return (
    <>
      <JsonLd data={organization} />
      <StandardPage
        copy={pages.home}
        actions={
          <Stack spacing={1.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {site.links.newsletter.url && (
                <Button
                  variant="contained"
                  size="large"
                  href={site.links.newsletter.url}
                  {...externalLinkProps}
                  endIcon={<OpenInNewRounded aria-hidden="true" />}
                  aria-label={`${homeText.subscribeLabel} (opens in a new tab)`}
                >
                  {homeText.subscribeLabel}
                </Button>
              )}
              <Button variant="outlined" size="large" href={findPrompt}>
                {homeText.findPromptLabel}
              </Button>
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {homeText.subscribeNote}
            </Typography>
          </Stack>
        }
      />
      <PageSection heading={homeText.featuresHeading} intro={homeText.featuresIntro} tone="tint">
        <CardGrid label={homeText.featuresHeading}>
          {homeFeatures.map((feature) => (
            <li key={feature.title}>
              <FeatureCard title={feature.title} text={feature.text} icon={featureIcons[feature.icon]} />
            </li>
          ))}
        </CardGrid>
        <Stack direction="row" sx={{ mt: { xs: 4, md: 5 }, justifyContent: 'center' }}>
          <Button variant="contained" size="large" href={findPrompt}>
            {homeText.findPromptLabel}
          </Button>
        </Stack>
      </PageSection>
    </>
  );
}
