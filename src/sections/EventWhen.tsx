import { eventTimingText as timing } from '../../content/eventTiming';
import type { EventSchedule, EventSlug } from '../../content/types';
import { EventStatus } from '../components/EventStatus';
import { phaseKey, shownWhenAny } from '../events/phaseKeys';
import { whenItTookPlace } from '../events/schedule';
import { Island } from '../islands/Island';
import { EventWhenIsland } from '../islands/EventWhenIsland';

export interface EventWhenProps {
  slug: EventSlug;
  schedule: EventSchedule;
}

/**
 * Under an event page's heading: its call to action, calendar buttons and facts. A monthly event's
 * next session and calendar link follow the visitor's clock, so it is an island; a dated event's is
 * plain HTML, with a status for each phase (over, under way) that the phases on <html> show or hide
 * (src/events/phaseKeys.ts).
 */
export function EventWhen({ slug, schedule }: EventWhenProps) {
  if (schedule.monthly) return <Island name="event-when" props={{ slug }} />;
  const tentative = schedule.tentative === true;
  return (
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
  );
}
