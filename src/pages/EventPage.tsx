import Stack from '@mui/material/Stack';
import { people } from '../../content/community';
import { eventRecords } from '../../content/events';
import { eventTimingText as timing } from '../../content/eventTiming';
import { site } from '../../content/site';
import type { EventSlug } from '../../content/types';
import { scene } from '../art/scenes';
import { AgendaList } from '../components/AgendaList';
import { BackLink } from '../components/BackLink';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { EventTimeline } from '../components/EventTimeline';
import { JsonLd } from '../components/JsonLd';
import { PageHeader } from '../components/PageHeader';
import { PageSection } from '../components/PageSection';
import { eventFacts, timelineText } from '../events/eventText';
import { phaseKeys } from '../events/phaseKeys';
import { applyingPhases, nextEditionPhases } from '../events/schedule';
import { eventJsonLd } from '../events/structuredData';
import { useHost } from '../routing/HostContext';
import { communityPaths, linkTo } from '../routing/paths';
import { canonicalEventUrl } from '../events/eventCalendar';
import { PageMeta } from '../layout/PageMeta';
import { EventAbout } from '../sections/EventAbout';
import { EventApplication } from '../sections/EventApplication';
import { EventWhen } from '../sections/EventWhen';
import { PeopleBios } from '../sections/PeopleBios';

/** One template for all six event pages; everything it shows comes from the event's record in content/events. */
export function EventPage({ slug }: { slug: EventSlug }) {
  const host = useHost();
  const event = eventRecords[slug];
  const text = eventFacts(event);
  const url = canonicalEventUrl(slug);
  const { schedule } = event;

  // The page shows every phase's variant, and the phases on <html> pick which are seen
  // (see src/events/phaseKeys.ts): the form's, for one.
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
            <EventWhen slug={slug} schedule={schedule} />
          </Stack>
        }
      />
      <EventAbout about={event.about} forWhom={event.forWhom} price={text.price} />
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
      <EventApplication
        form={event.form}
        eventName={event.eventName}
        nextEdition={
          nextEdition.length > 0
            ? {
                heading: timing.nextFormHeading,
                intro: timing.nextFormIntro(event.title),
                applying,
                next: nextEdition,
              }
            : undefined
        }
      />
    </>
  );
}
