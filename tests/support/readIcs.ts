import ICAL from 'ical.js';

/**
 * A calendar file as an independent parser (ical.js) reads it: the one event it holds, its times
 * both as written and as instants, and London's clock as the file's own VTIMEZONE defines it. The
 * file's time zone is the only one ical.js knows while the file is read, so every instant here comes
 * from the file's definition, not from the parser's or the platform's time-zone data.
 */
export interface ReadCalendar {
  /** The file's components, in order: ['VTIMEZONE', 'VEVENT'] or ['VEVENT']. */
  components: string[];
  uid: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  status: string;
  /** DTSTAMP, in milliseconds. */
  stamp: number;
  start: ReadTime;
  end: ReadTime;
  /** The RRULE as written, e.g. 'FREQ=MONTHLY;BYDAY=3TH'. */
  rule?: string;
  /** The first starts of a repeating event, in milliseconds, as the parser expands its rule. */
  occurrences: number[];
  /** What the file's VTIMEZONE makes of an instant: its name for the zone, and the wall-clock time. */
  zone?: { tzid: string; wallClock: (instant: number) => string };
}

export interface ReadTime {
  /** As written: '20250829T180000' or, for a whole day, '20251201'. */
  value: string;
  /** The TZID it is given in. */
  tzid?: string;
  isDate: boolean;
  /** The instant, for a date-time in the file's time zone; absent for a whole day. */
  instant?: number;
}

const OCCURRENCES = 24;

function time(component: ICAL.Component, name: string): ICAL.Time {
  const value = component.getFirstPropertyValue(name);
  if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a date or date-time`);
  return value;
}

function readTime(component: ICAL.Component, name: string): ReadTime {
  const value = time(component, name);
  const tzid = component.getFirstProperty(name)?.getParameter('tzid');
  return {
    value: value.toICALString(),
    ...(typeof tzid === 'string' ? { tzid } : {}),
    isDate: value.isDate,
    ...(value.isDate ? {} : { instant: value.toUnixTime() * 1000 }),
  };
}

const text = (component: ICAL.Component, name: string) => String(component.getFirstPropertyValue(name) ?? '');

export function readIcs(ics: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  const zone = vtimezone ? new ICAL.Timezone(vtimezone) : undefined;
  if (zone && ICAL.TimezoneService.has(zone.tzid)) throw new Error(`${zone.tzid} is known without the file`);
  if (zone) ICAL.TimezoneService.register(zone);
  try {
    // Parsed again now that the zone is known, so that the times are read in it.
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('No VEVENT');
    const event = new ICAL.Event(vevent);
    const occurrences: number[] = [];
    if (event.isRecurring()) {
      const expansion = event.iterator();
      for (let next = expansion.next(); next && occurrences.length < OCCURRENCES; next = expansion.next())
        occurrences.push(next.toUnixTime() * 1000);
    }
    const rule = vevent.getFirstPropertyValue('rrule');
    return {
      components: calendar.getAllSubcomponents().map((component) => component.name.toUpperCase()),
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: text(vevent, 'url'),
      status: text(vevent, 'status'),
      stamp: time(vevent, 'dtstamp').toUnixTime() * 1000,
      start: readTime(vevent, 'dtstart'),
      end: readTime(vevent, 'dtend'),
      ...(rule ? { rule: String(rule) } : {}),
      occurrences,
      ...(zone
        ? {
            zone: {
              tzid: zone.tzid,
              wallClock: (instant: number) =>
                ICAL.Time.fromJSDate(new Date(instant), true).convertToZone(zone).toString().slice(0, 16),
            },
          }
        : {}),
    };
  } finally {
    if (zone) ICAL.TimezoneService.remove(zone.tzid);
  }
}
