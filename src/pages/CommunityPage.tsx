import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  communityPageEvents,
  communityPageText as text,
  joinReasons,
  manifesto,
  people,
  slackInvite,
} from '../../content/community';
import { eventRecords } from '../../content/events';
import { pages } from '../../content/pages';
import { BackLink } from '../components/BackLink';
import { CardGrid } from '../components/CardGrid';
import { externalLinkProps } from '../ui/externalLink';
import { FeatureCard } from '../components/FeatureCard';
import { PageSection } from '../components/PageSection';
import { useHost } from '../routing/HostContext';
import { communityPaths, linkTo } from '../routing/paths';
import { joinReasonIcons } from '../art/joinReasonIcons';
import { PeopleBios } from '../sections/PeopleBios';
import { EventCardSections } from '../sections/EventCardSections';
import { StandardPage } from '../layout/StandardPage';
import { measure } from '../../theme/measure';
import { inset } from '../../theme/primitives';

function SlackButton({ size = 'large' }: { size?: 'medium' | 'large' }) {
  if (!slackInvite.url) return null;
  return (
    <Button
      variant="contained"
      size={size}
      href={slackInvite.url}
      {...externalLinkProps}
      endIcon={<OpenInNewRounded aria-hidden="true" />}
    >
      {slackInvite.label}
    </Button>
  );
}

/** The community page: manifesto, reasons to join, Slack, the organisers and the next events. */
export function CommunityPage() {
  const host = useHost();
  return (
    <>
      <StandardPage
        copy={pages['community']}
        above={
          host.kind === 'main' ? <BackLink href={linkTo(host, { page: 'home' }).href} to="Home" /> : undefined
        }
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <SlackButton />
            <Button variant="outlined" size="large" href={communityPaths.events(host)}>
              {text.eventsButton}
            </Button>
          </Stack>
        }
      />
      <PageSection heading={manifesto.heading} eyebrow={text.manifestoEyebrow} width="md">
        <Stack spacing={2.5}>
          {manifesto.paragraphs.map((paragraph) => (
            <Typography key={paragraph} variant="body1" sx={{ fontSize: { md: '1.125rem' } }}>
              {paragraph}
            </Typography>
          ))}
        </Stack>
        <Box sx={{ mt: 4, p: inset.card, borderRadius: 3, bgcolor: 'brand.tint' }}>
          <Typography variant="body1" sx={{ mb: 1.5 }}>
            {text.foundingText}
          </Typography>
          <Button
            href={communityPaths.founding20(host)}
            endIcon={<ArrowForwardRounded aria-hidden="true" />}
            sx={{ ml: -1 }}
          >
            {text.foundingLink}
          </Button>
        </Box>
      </PageSection>
      <PageSection heading={text.reasonsHeading} tone="tint">
        <CardGrid label="Reasons to join">
          {joinReasons.map((reason) => (
            <li key={reason.title}>
              <FeatureCard {...reason} icon={joinReasonIcons[reason.icon]} />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection heading={text.organisersHeading} width="md">
        <PeopleBios people={Object.values(people)} />
      </PageSection>
      <PageSection heading={text.eventsHeading} tone="tint">
        <EventCardSections
          events={communityPageEvents.map((slug) => eventRecords[slug])}
          level={3}
          pastId="past-events"
        />
        <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}>
          <Button href={communityPaths.events(host)} endIcon={<ArrowForwardRounded aria-hidden="true" />}>
            {text.eventsLink}
          </Button>
        </Box>
      </PageSection>
      <PageSection heading={text.slackHeading} width="md">
        <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3, maxWidth: measure(60) }}>
          {text.slackText}
        </Typography>
        <SlackButton />
      </PageSection>
    </>
  );
}
