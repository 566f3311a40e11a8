import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { people } from '../../content/community';
import { eventDetails } from '../../content/eventDetails';
import { events } from '../../content/events';
import { site } from '../../content/site';
import type { EventSlug } from '../../content/types';
import { AddToCalendar } from '../components/AddToCalendar';
import { AgendaList } from '../components/AgendaList';
import { BackLink } from '../components/BackLink';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { EventTimeline } from '../components/EventTimeline';
import { FactList, type Fact } from '../components/FactList';
import { JsonLd } from '../components/JsonLd';
import { PageHeader } from '../components/PageHeader';
import { PageSection } from '../components/PageSection';
import { ScrollToButton } from '../components/ScrollToButton';
import { googleCalendarUrl, icsFileName, icsFor, type CalendarEvent } from '../events/calendar';
import { eventJsonLd } from '../events/structuredData';
import { useHost } from '../routing/HostContext';
import { lazyPart } from '../routing/lazyPart';
import { communityPaths, linkTo } from '../routing/paths';
import { FormSlot } from './FormSlot';
import { PageMeta } from './PageMeta';
import { PeopleBios } from './PeopleBios';

export const FORM_ANCHOR = 'registration-form';

/** The event's form, a part with a chunk of its own (see FormSlot). */
const eventForm = lazyPart(async () => (await import('./EventForm')).EventForm);

/** The event's address on the community host, where calendars and search engines should send people. */
function canonicalUrl(slug: EventSlug): string {
  return `${site.origins.community}${communityPaths.event({ kind: 'community', origins: site.origins }, slug)}`;
}

/** One template for all six event pages; everything it shows comes from content/events and content/eventDetails. */
export function EventPage({ slug }: { slug: EventSlug }) {
  const host = useHost();
  const event = events[slug];
  const details = eventDetails[slug];
  const url = canonicalUrl(slug);
  const tentative = details.schedule.tentative === true;

  const facts: Fact[] = [
    { label: 'When', value: event.when, icon: <CalendarMonthRounded /> },
    ...(event.time ? [{ label: 'Time', value: event.time, icon: <ScheduleRounded /> }] : []),
    { label: 'Where', value: event.location, icon: <PlaceRounded /> },
    { label: 'Places', value: event.capacity, icon: <GroupsRounded /> },
  ];
  const calendarEvent: CalendarEvent = {
    id: slug,
    title: event.title,
    description: tentative ? `${event.intro} Dates to be confirmed.` : event.intro,
    location: `${details.venue.name}, ${details.venue.locality}`,
    url,
    schedule: details.schedule,
  };
  const capacity = /\d+/.exec(event.capacity)?.[0];
  const hosts = details.hosts.flatMap((id) => (people[id] ? [people[id]] : []));

  return (
    <>
      <PageMeta title={event.title} description={event.intro} />
      <JsonLd
        data={eventJsonLd({
          name: event.title,
          description: event.intro,
          url,
          schedule: details.schedule,
          venue: details.venue,
          organiser: { name: site.communityName, url: `${site.origins.community}/` },
          capacity: capacity ? Number(capacity) : undefined,
          free: details.price.startsWith('Free'),
        })}
      />
      <PageHeader
        heading={event.title}
        eyebrow={event.kicker}
        intro={event.intro}
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
      >
        <Stack spacing={3}>
          <FactList facts={facts} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
            <ScrollToButton target={FORM_ANCHOR} variant="contained" size="large">
              {details.cta}
            </ScrollToButton>
            <AddToCalendar
              title={event.title}
              fileName={icsFileName(slug)}
              googleUrl={googleCalendarUrl(calendarEvent)}
              ics={() =>
                icsFor(calendarEvent, { domain: new URL(site.origins.community).hostname, now: new Date() })
              }
            />
          </Stack>
        </Stack>
      </PageHeader>
      <PageSection heading="About this event" width="md">
        <Stack spacing={2.5}>
          {details.about.map((paragraph) => (
            <Typography key={paragraph} variant="body1">
              {paragraph}
            </Typography>
          ))}
        </Stack>
        <Typography variant="h5" component="h3" sx={{ mt: 5, mb: 2 }}>
          Who it’s for
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
          {details.forWhom.map((line) => (
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
            {details.price}
          </Typography>
        </Box>
      </PageSection>
      <PageSection heading="Agenda" tone="tint">
        <AgendaList items={details.agenda} />
      </PageSection>
      {details.timeline.length > 0 && (
        <PageSection heading="Timeline" width="md">
          <EventTimeline entries={details.timeline} />
        </PageSection>
      )}
      {hosts.length > 0 && (
        <PageSection
          heading={hosts.length > 1 ? 'Your hosts' : 'Your host'}
          width="md"
          tone={details.timeline.length > 0 ? 'tint' : 'plain'}
        >
          <PeopleBios people={hosts} />
        </PageSection>
      )}
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Box id={FORM_ANCHOR} sx={{ scrollMarginTop: 96, '&:focus': { outline: 'none' } }}>
          <FormSlot>
            <eventForm.Part event={event} />
          </FormSlot>
        </Box>
      </Container>
    </>
  );
}
