import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { people } from '../../content/community';
import { eventRecords } from '../../content/events';
import { eventTimingText as timing } from '../../content/eventTiming';
import { site } from '../../content/site';
import type { EventSlug } from '../../content/types';
import { AddToCalendar } from '../components/AddToCalendar';
import { AgendaList } from '../components/AgendaList';
import { BackLink } from '../components/BackLink';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { EventStatus } from '../components/EventStatus';
import { EventTimeline } from '../components/EventTimeline';
import { FactList, type Fact } from '../components/FactList';
import { JsonLd } from '../components/JsonLd';
import { PageHeader } from '../components/PageHeader';
import { PageSection } from '../components/PageSection';
import { ScrollToButton } from '../components/ScrollToButton';
import { googleCalendarUrl, icsFileName, icsPath } from '../events/calendar';
import { useNow } from '../events/clock';
import { eventFacts, timelineText } from '../events/eventText';
import { phaseKey, phaseKeys, shownWhenAny } from '../events/phaseKeys';
import {
  applyingPhases,
  longDate,
  nextEditionPhases,
  nextSession,
  whenItTookPlace,
} from '../events/schedule';
import { eventJsonLd } from '../events/structuredData';
import { useHost } from '../routing/HostContext';
import { Island } from '../islands/Island';
import { communityPaths, linkTo } from '../routing/paths';
import { calendarEventAt, canonicalEventUrl } from '../events/eventCalendar';
import { PageMeta } from '../layout/PageMeta';
import { PeopleBios } from '../sections/PeopleBios';

export const FORM_ANCHOR = 'registration-form';

/** One template for all six event pages; everything it shows comes from the event's record in content/events. */
export function EventPage({ slug }: { slug: EventSlug }) {
  const host = useHost();
  const event = eventRecords[slug];
  const text = eventFacts(event);
  const url = canonicalEventUrl(slug);
  const { schedule } = event;
  const tentative = schedule.tentative === true;

  // A monthly event's next session depends on the day it is viewed; the rest of the page shows every
  // phase's variant, and the phases on <html> pick which are seen (see src/events/phaseKeys.ts).
  const now = useNow();
  const session = schedule.monthly ? nextSession(schedule, now) : undefined;
  const applying = phaseKeys(slug, applyingPhases(schedule));
  const nextEdition = phaseKeys(slug, nextEditionPhases(schedule));
  // Only what is still ahead goes in a calendar: a dated event until it starts, a series always.
  const calendar = schedule.monthly ? applying : phaseKeys(slug, ['upcoming']);

  // A monthly event's rule and hours share a line, so its next session fits beside them.
  const facts: Fact[] = [
    {
      label: 'When',
      value: session && text.time ? `${text.when}, ${text.time}` : text.when,
      icon: <CalendarMonthRounded />,
    },
    ...(session
      ? [{ label: timing.nextSessionLabel, value: longDate(session.start), icon: <EventRounded /> }]
      : []),
    ...(text.time && !session ? [{ label: 'Time', value: text.time, icon: <ScheduleRounded /> }] : []),
    { label: 'Where', value: text.location, icon: <PlaceRounded /> },
    { label: 'Places', value: text.places, icon: <GroupsRounded /> },
  ];
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
        <Stack spacing={3} useFlexGap>
          {!schedule.monthly && (
            <EventStatus
              tone="past"
              title={timing.pastTitle(whenItTookPlace(schedule))}
              text={timing.pastText}
              sx={shownWhenAny([phaseKey(slug, 'past')])}
            />
          )}
          {!schedule.monthly && (
            <EventStatus
              tone="now"
              title={tentative ? timing.monthTitle : timing.nowTitle}
              text={tentative ? timing.monthText : timing.nowText}
              sx={shownWhenAny([phaseKey(slug, 'ongoing')])}
            />
          )}
          <FactList facts={facts} />
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: { md: 'center' } }}
          >
            <ScrollToButton target={FORM_ANCHOR} variant="contained" size="large" sx={shownWhenAny(applying)}>
              {event.cta}
            </ScrollToButton>
            {nextEdition.length > 0 && (
              <ScrollToButton
                target={FORM_ANCHOR}
                variant="contained"
                size="large"
                sx={shownWhenAny(nextEdition)}
              >
                {timing.nextCta}
              </ScrollToButton>
            )}
            <Box sx={shownWhenAny(calendar)}>
              <AddToCalendar
                title={event.title}
                icsUrl={`${import.meta.env.BASE_URL}${icsPath(slug)}`}
                fileName={icsFileName(slug)}
                googleUrl={googleCalendarUrl(calendarEventAt(slug, now))}
              />
            </Box>
          </Stack>
        </Stack>
      </PageHeader>
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
              slug,
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
