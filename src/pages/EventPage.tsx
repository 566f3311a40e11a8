import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { people } from '../../content/community';
import { eventRecords } from '../../content/events';
import { eventTimingText as timing } from '../../content/eventTiming';
import { site } from '../../content/site';
import type { EventSlug } from '../../content/types';
import { scene } from '../art/scenes';
import { AgendaList } from '../components/AgendaList';
import { BackLink } from '../components/BackLink';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { EventStatus } from '../components/EventStatus';
import { EventTimeline } from '../components/EventTimeline';
import { JsonLd } from '../components/JsonLd';
import { PageHeader } from '../components/PageHeader';
import { PageSection } from '../components/PageSection';
import { eventFacts, timelineText } from '../events/eventText';
import { phaseKey, phaseKeys, shownWhenAny } from '../events/phaseKeys';
import { applyingPhases, nextEditionPhases, whenItTookPlace } from '../events/schedule';
import { eventJsonLd } from '../events/structuredData';
import { useHost } from '../routing/HostContext';
import { Island } from '../islands/Island';
import { EventWhenIsland, FORM_ANCHOR } from '../islands/EventWhenIsland';
import { communityPaths, linkTo } from '../routing/paths';
import { canonicalEventUrl } from '../events/eventCalendar';
import { PageMeta } from '../layout/PageMeta';
import { PeopleBios } from '../sections/PeopleBios';

/** One template for all six event pages; everything it shows comes from the event's record in content/events. */
export function EventPage({ slug }: { slug: EventSlug }) {
  const host = useHost();
  const event = eventRecords[slug];
  const text = eventFacts(event);
  const url = canonicalEventUrl(slug);
  const { schedule } = event;
  const tentative = schedule.tentative === true;

  // The rest of the page shows every phase's variant, and the phases on <html> pick which are seen
  // (see src/events/phaseKeys.ts).
  const applying = phaseKeys(slug, applyingPhases(schedule));
  const nextEdition = phaseKeys(slug, nextEditionPhases(schedule));
  const timeline = timelineText(event);
  const hosts = event.hosts.flatMap((id) => (people[id] ? [people[id]] : []));

  return (
    <>
      <PageMeta title={event.title} description={event.intro} />
      <JsonLd
        data={eventJsonLd({
          name: event.title,
          description: event.intro,
          url,
          schedule,
          venue: event.venue,
          organiser: { name: site.communityName, url: `${site.origins.community}/` },
          capacity: event.capacity?.places,
          price: event.price,
        })}
      />
      <PageHeader
        heading={event.title}
        eyebrow={event.kicker}
        intro={event.intro}
        art={scene(event.art)}
        above={
          <Stack spacing={1.5}>
            {host.kind === 'main' && <BackLink href={linkTo(host, { page: 'home' }).href} to="Home" />}
            <Breadcrumbs
              items={[
                { label: 'Community', href: communityPaths.community(host) },
                { label: 'Events', href: communityPaths.events(host) },
                { label: event.title },
              ]}
            />
          </Stack>
        }
        below={
          <Stack spacing={3} useFlexGap>
            {/* A monthly event's next session and calendar link follow the visitor's clock: an island. */}
            {schedule.monthly ? (
              <Island name="event-when" props={{ slug }} />
            ) : (
              <EventWhenIsland slug={slug}>
                <EventStatus
                  tone="past"
                  title={timing.pastTitle(whenItTookPlace(schedule))}
                  text={timing.pastText}
                  sx={shownWhenAny([phaseKey(slug, 'past')])}
                />
                <EventStatus
                  tone="now"
                  title={tentative ? timing.monthTitle : timing.nowTitle}
                  text={tentative ? timing.monthText : timing.nowText}
                  sx={shownWhenAny([phaseKey(slug, 'ongoing')])}
                />
              </EventWhenIsland>
            )}
          </Stack>
        }
      />
      <PageSection heading="About this event" width="md">
        <Stack spacing={2.5}>
          {event.about.map((paragraph) => (
            <Typography key={paragraph} variant="body1">
              {paragraph}
            </Typography>
          ))}
        </Stack>
        <Typography variant="h5" component="h3" sx={{ mt: 5, mb: 2 }}>
          Who it’s for
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
          {event.forWhom.map((line) => (
            <Box component="li" key={line} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
              <CheckCircleRounded
                aria-hidden="true"
                sx={{ color: 'primary.main', mt: '2px' }}
                fontSize="small"
              />
              <Typography variant="body1">{line}</Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 4, p: 2.5, borderRadius: 3, bgcolor: 'brand.tint' }}>
          <Typography variant="body1">
            <Box component="strong" sx={{ fontWeight: 700 }}>
              Price:
            </Box>{' '}
            {text.price}
          </Typography>
        </Box>
      </PageSection>
      <PageSection heading="Agenda" tone="tint">
        <AgendaList items={event.agenda} />
      </PageSection>
      {timeline.length > 0 && (
        <PageSection heading="Timeline" width="md">
          <EventTimeline entries={timeline} />
        </PageSection>
      )}
      {hosts.length > 0 && (
        <PageSection
          heading={hosts.length > 1 ? 'Your hosts' : 'Your host'}
          width="md"
          tone={timeline.length > 0 ? 'tint' : 'plain'}
        >
          <PeopleBios people={hosts} />
        </PageSection>
      )}
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Box id={FORM_ANCHOR} tabIndex={-1} sx={{ scrollMarginTop: 96, '&:focus': { outline: 'none' } }}>
          <Island
            name="event-form"
            props={{
              form: event.form,
              eventName: event.eventName,
              nextEdition:
                nextEdition.length > 0
                  ? {
                      heading: timing.nextFormHeading,
                      intro: timing.nextFormIntro(event.title),
                      applying,
                      next: nextEdition,
                    }
                  : undefined,
            }}
          />
        </Box>
      </Container>
    </>
  );
}
