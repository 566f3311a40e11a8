import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { eventRecords } from '../../content/events';
import { eventSlugs } from '../../content/eventSlugs';
import { eventTimingText as timing } from '../../content/eventTiming';
import { forms as madeForms, type Form } from '../../src/forms/forms';
import type { EventSlug } from '../../content/types';
import type { TableName } from '../../src/backend/database.types';
import { eventWindow, longDate, nextSession, whenItTookPlace } from '../../src/events/schedule';
import type { HostKind } from '../../src/routing/host';
import { readServiceRoleKey } from '../../supabase/local/serviceRoleKey';
import { pageReady, expect, settle, test } from '../support/fixtures';
import { E2E_DATA_DIR, hostKinds, hostOrigins } from '../support/hosts';
import { readIcs } from '../support/readIcs';

// Each event page and list as a visitor sees it at a given moment. The pages were prerendered when the
// site was built; the clock the page runs on is set here, so every page is opened at a time other
// than the one it was written at, as a visitor opens it long after a deploy.

const MINUTE = 60_000;

const eventUrl = (kind: HostKind, slug: EventSlug) =>
  kind === 'community'
    ? `${hostOrigins.community}/events/${slug}`
    : `${hostOrigins.main}/women-love-ai/events/${slug}`;
const listUrl = (kind: HostKind) =>
  kind === 'community' ? `${hostOrigins.community}/events` : `${hostOrigins.main}/women-love-ai/events`;
const communityUrl = (kind: HostKind) =>
  kind === 'community' ? `${hostOrigins.community}/` : `${hostOrigins.main}/women-love-ai/community`;

/** The form each event's page carries, as its record names it. */
const forms = Object.fromEntries(
  eventSlugs.map((slug) => [slug, madeForms[eventRecords[slug].form]]),
) as Record<EventSlug, Form>;

/** Opens a page with the clock standing at `at` (or running from now), and waits for the app. */
async function openAt(page: Page, url: string, at?: number): Promise<void> {
  if (at !== undefined) await page.clock.setFixedTime(at);
  await page.goto(url);
  await pageReady(page);
  await settle(page);
}

const statusPast = (page: Page, slug: EventSlug) =>
  page.getByText(timing.pastTitle(whenItTookPlace(eventRecords[slug].schedule)), { exact: true });
const calendarGroup = (page: Page) => page.getByRole('group', { name: /to your calendar$/ });

interface Expected {
  past: boolean;
  now?: string;
  calendar: boolean;
  cta: string;
  formHeading: string;
}

async function expectPage(page: Page, slug: EventSlug, expected: Expected): Promise<void> {
  const event = eventRecords[slug];
  if (expected.past) await expect(statusPast(page, slug)).toBeVisible();
  else await expect(page.getByText(/^This event took place/)).toBeHidden();
  if (expected.now) await expect(page.getByText(expected.now, { exact: true })).toBeVisible();
  else {
    await expect(page.getByText(timing.nowTitle, { exact: true })).toBeHidden();
    await expect(page.getByText(timing.monthTitle, { exact: true })).toBeHidden();
  }
  if (expected.calendar) await expect(calendarGroup(page)).toBeVisible();
  else await expect(calendarGroup(page)).toHaveCount(0);
  // The hero's button is a link to the form further down.
  await expect(page.getByRole('link', { name: expected.cta, exact: true })).toBeVisible();
  const otherCta = expected.cta === timing.nextCta ? event.cta : timing.nextCta;
  await expect(page.getByRole('link', { name: otherCta, exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: expected.formHeading })).toBeVisible();
}

const at = (iso: string) => new Date(iso).getTime();

/** The moments to try each kind of event at: before, during and after, in London time. */
const kinds: {
  name: string;
  slug: EventSlug;
  moments: { label: string; at: number; expected: Expected }[];
}[] = [
  {
    name: 'a single evening',
    slug: 'waves-ai',
    moments: [
      {
        label: 'the morning before',
        at: at('2025-08-28T08:00Z'),
        expected: {
          past: false,
          calendar: true,
          cta: 'Register Your Interest',
          formHeading: madeForms.eventRegistration.copy.heading,
        },
      },
      {
        label: 'during, at 7 PM London time',
        at: at('2025-08-29T18:00Z'),
        expected: {
          past: false,
          now: timing.nowTitle,
          calendar: false,
          cta: timing.nextCta,
          formHeading: timing.nextFormHeading,
        },
      },
      {
        label: 'a minute after it ends',
        at: londonEnd('waves-ai') + MINUTE,
        expected: { past: true, calendar: false, cta: timing.nextCta, formHeading: timing.nextFormHeading },
      },
    ],
  },
  {
    name: 'several days, known by the month',
    slug: 'autumn-retreat',
    moments: [
      {
        label: 'in November',
        at: at('2025-11-20T12:00Z'),
        expected: {
          past: false,
          calendar: true,
          cta: eventRecords['autumn-retreat'].cta,
          formHeading: madeForms.retreatApplication.copy.heading,
        },
      },
      {
        label: 'in December',
        at: at('2025-12-02T12:00Z'),
        expected: {
          past: false,
          now: timing.monthTitle,
          calendar: false,
          cta: eventRecords['autumn-retreat'].cta,
          formHeading: madeForms.retreatApplication.copy.heading,
        },
      },
      {
        label: 'in January',
        at: at('2026-01-01T00:01Z'),
        expected: { past: true, calendar: false, cta: timing.nextCta, formHeading: timing.nextFormHeading },
      },
    ],
  },
  {
    name: 'a half day, known by the month',
    slug: 'ai-influence',
    moments: [
      {
        label: 'in October',
        at: at('2025-10-31T23:59Z'),
        expected: {
          past: false,
          calendar: true,
          cta: eventRecords['ai-influence'].cta,
          formHeading: madeForms.boardroomInterest.copy.heading,
        },
      },
      {
        label: 'in November',
        at: at('2025-11-30T12:00Z'),
        expected: {
          past: false,
          now: timing.monthTitle,
          calendar: false,
          cta: eventRecords['ai-influence'].cta,
          formHeading: madeForms.boardroomInterest.copy.heading,
        },
      },
      {
        label: 'in December',
        at: at('2025-12-01T00:00Z'),
        expected: { past: true, calendar: false, cta: timing.nextCta, formHeading: timing.nextFormHeading },
      },
    ],
  },
];

function londonEnd(slug: EventSlug): number {
  return eventWindow(eventRecords[slug].schedule).end;
}

for (const kind of hostKinds) {
  test.describe(`event pages by the clock (${kind} host)`, () => {
    for (const eventKind of kinds) {
      for (const moment of eventKind.moments) {
        test(`${eventKind.name} (${eventKind.slug}), ${moment.label}`, async ({ page, consoleErrors }) => {
          await openAt(page, eventUrl(kind, eventKind.slug), moment.at);
          await expectPage(page, eventKind.slug, moment.expected);
          expect(consoleErrors).toEqual([]);
        });
      }
    }

    const labs = eventRecords['leadership-labs'].schedule;
    for (const [label, moment, next] of [
      ['before the first session', at('2025-09-01T09:00Z'), 'Thursday 18 September 2025'],
      ['during a session', at('2025-10-16T18:00Z'), 'Thursday 20 November 2025'],
      ['the day after a session', at('2025-10-17T09:00Z'), 'Thursday 20 November 2025'],
    ] as const) {
      test(`the monthly Labs, ${label}: its next session, repeating in calendars from it`, async ({
        page,
        consoleErrors,
      }) => {
        await openAt(page, eventUrl(kind, 'leadership-labs'), moment);
        expect(longDate(nextSession(labs, moment).start)).toBe(next);
        await expect(page.getByText(next, { exact: true })).toBeVisible();
        await expectPage(page, 'leadership-labs', {
          past: false,
          calendar: true,
          cta: eventRecords['leadership-labs'].cta,
          formHeading: madeForms.leadershipLabs.copy.heading,
        });
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
        ]);
        // The file was written when the site was built, not at the page's clock: its series starts
        // from the session after its DTSTAMP (the build's moment), and repeats by the same rule.
        const read = readIcs(await readText(download));
        const fileStart = nextSession(labs, read.stamp).start.replace(/[-:]/g, '');
        expect(read.start).toMatchObject({ tzid: 'Europe/London', value: `${fileStart}00` });
        expect(read.rule).toBe('FREQ=MONTHLY;BYDAY=3TH');
        // The Google Calendar link is made on the page, so it starts from the next session at its clock.
        const start = nextSession(labs, moment).start.replace(/[-:]/g, '');
        const google = new URL(
          (await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '',
        );
        expect(google.searchParams.get('dates')?.startsWith(`${start}00/`)).toBe(true);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

async function readText(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// ----- Today, on the visitor's own clock -----

let emailCount = 0;
const uniqueEmail = (slug: string) => {
  emailCount += 1;
  return `timing-${slug}-${test.info().testId.slice(0, 10)}-${Date.now().toString(36)}-${emailCount}@example.com`;
};

/** Fills every field of an event's form with a visitor's answers. */
async function fill(form: Locator, email: string): Promise<void> {
  await form.locator('[name="fullName"]').fill('Ada Lovelace');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="jobTitle"]').fill('Head of Data');
  await form.locator('[name="company"]').fill('Analytical Engines Ltd');
  await form.locator('[name="linkedinUrl"]').fill('https://www.linkedin.com/in/ada-lovelace/');
  for (const name of ['whyAttend', 'whyInterested', 'currentChallenges', 'whyApply', 'currentGoals']) {
    const field = form.locator(`textarea[name="${name}"]`);
    if ((await field.count()) > 0)
      await field.fill('I would love to come to the next one and meet the community.');
  }
}

async function rowsFor(request: APIRequestContext, table: TableName, email: string) {
  const response = await request.get(
    `${hostOrigins.main}/rest/v1/${table}?email=eq.${encodeURIComponent(email)}`,
    {
      headers: { apikey: readServiceRoleKey(E2E_DATA_DIR) },
    },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** The specification's five dated events: all of them are over by now. */
const specifiedDated = ['ai-influence', 'ai-power-circle', 'autumn-retreat', 'waves-ai', 'women-leading-ai'];

const pastToday = eventSlugs.filter((slug) => eventWindow(eventRecords[slug].schedule).end <= Date.now());

for (const kind of hostKinds) {
  test.describe(`today (${kind} host)`, () => {
    test('every dated event has taken place', () => {
      // Every event but a monthly one (the Labs), whatever order the slugs are listed in.
      const dated = eventSlugs.filter((slug) => !eventRecords[slug].schedule.monthly);
      expect([...pastToday].sort()).toEqual([...dated].sort());
      expect(dated).toEqual(expect.arrayContaining(specifiedDated));
    });

    for (const slug of pastToday) {
      test(`${slug} says it took place, offers no calendar, and its form still stores a row`, async ({
        page,
        request,
        consoleErrors,
      }) => {
        await openAt(page, eventUrl(kind, slug));
        await expectPage(page, slug, {
          past: true,
          calendar: false,
          cta: timing.nextCta,
          formHeading: timing.nextFormHeading,
        });
        const { copy, table } = forms[slug];
        const form = page.locator('form[data-form]');
        const email = uniqueEmail(slug);
        await fill(form, email);
        await form.locator('button[type="submit"]').click();
        await expect(page.getByText(copy.success.title, { exact: true }).first()).toBeVisible();
        const rows = await rowsFor(request, table, email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ email, full_name: 'Ada Lovelace' });
        if (table !== 'leadership_labs_applications')
          expect(rows[0]?.event_name).toBe(eventRecords[slug].eventName);
        expect(consoleErrors).toEqual([]);
      });
    }

    test('the Labs page shows a next session after today', async ({ page }) => {
      await openAt(page, eventUrl(kind, 'leadership-labs'));
      const next = nextSession(eventRecords['leadership-labs'].schedule, Date.now());
      expect(new Date(`${next.start.slice(0, 10)}T23:59Z`).getTime()).toBeGreaterThan(Date.now());
      await expect(page.getByText(longDate(next.start), { exact: true })).toBeVisible();
    });
  });
}

// ----- The lists -----

/** The titles of the cards a visitor sees in a list. */
async function titlesIn(list: Locator): Promise<string[]> {
  const titles: string[] = [];
  for (const card of await list.getByRole('article').all())
    if (await card.isVisible()) titles.push((await card.getByRole('heading').textContent()) ?? '');
  return titles;
}

/**
 * The cards of the specification's six events, as the events list titles them: in the order it lists
 * them while all six are ahead (the featured boat party, then the soonest first).
 */
const specifiedTitles: readonly string[] = [
  'Waves & AI Summer Boat Party',
  'AI Power Circle July Meetup',
  'Women Leading In AI',
  'AI Leadership Labs',
  'Boardroom Readiness Sessions',
  'The Autumn Retreat',
];

/**
 * A list's titles, checked to hold one card for each event of the content that is ahead (or over)
 * at `moment`; then the specification's events among them, in the order the list shows them.
 */
async function specifiedIn(list: Locator, moment: number, over: boolean): Promise<string[]> {
  const titles = await titlesIn(list);
  const expected = eventSlugs.filter(
    (slug) => eventWindow(eventRecords[slug].schedule).end <= moment === over,
  );
  expect(titles).toHaveLength(expected.length);
  return titles.filter((title) => specifiedTitles.includes(title));
}

for (const kind of hostKinds) {
  test.describe(`event lists by the clock (${kind} host)`, () => {
    test('before anything: every event ahead, soonest first after the featured one, no past events', async ({
      page,
    }) => {
      const moment = at('2025-06-02T09:00Z');
      await openAt(page, listUrl(kind), moment);
      expect(await specifiedIn(page.getByRole('list', { name: 'Upcoming events' }), moment, false)).toEqual(
        specifiedTitles,
      );
      await expect(page.getByRole('heading', { name: timing.pastHeading })).toBeHidden();
    });

    test('in October 2025: what is ahead, then what has taken place, latest first', async ({ page }) => {
      const moment = at('2025-10-01T09:00Z');
      await openAt(page, listUrl(kind), moment);
      expect(await specifiedIn(page.getByRole('list', { name: 'Upcoming events' }), moment, false)).toEqual([
        'AI Leadership Labs',
        'Boardroom Readiness Sessions',
        'The Autumn Retreat',
      ]);
      await expect(page.getByRole('heading', { name: timing.pastHeading, level: 2 })).toBeVisible();
      expect(await specifiedIn(page.getByRole('list', { name: timing.pastHeading }), moment, true)).toEqual([
        'Women Leading In AI',
        'Waves & AI Summer Boat Party',
        'AI Power Circle July Meetup',
      ]);
    });

    test('the community page splits its cards the same way', async ({ page }) => {
      await openAt(page, communityUrl(kind));
      expect(await titlesIn(page.getByRole('list', { name: 'Upcoming events' }))).toEqual([
        'AI Leadership Labs',
      ]);
      expect(await titlesIn(page.getByRole('list', { name: timing.pastHeading }))).toEqual([
        'Women Leading In AI',
        'Waves & AI Summer Boat Party',
        'AI Power Circle July Meetup',
      ]);
      await expect(page.getByRole('heading', { name: timing.noneAheadHeading })).toBeHidden();
    });
  });
}

// ----- No movement: the page is decided before its first paint -----

for (const kind of hostKinds) {
  for (const [slug, moment] of [
    ['waves-ai', at('2025-06-02T09:00Z')],
    ['waves-ai', Date.now() + 0],
    ['leadership-labs', at('2025-06-02T09:00Z')],
    ['leadership-labs', at('2027-03-01T09:00Z')],
  ] as const) {
    test(`${slug} at ${new Date(moment).toISOString().slice(0, 10)} (${kind} host): nothing moves and hydration matches`, async ({
      page,
      consoleErrors,
    }) => {
      // Shifts from the moment the page has loaded with its fonts: from then on only the app taking over
      // the page (and redrawing what depends on the day) could move anything. A font that arrives late
      // on a busy machine is another matter, and is not what this measures.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        let from = Number.POSITIVE_INFINITY;
        window.addEventListener('load', () => {
          void document.fonts.ready.then(() => {
            from = performance.now();
          });
        });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput && entry.startTime >= from) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await openAt(page, eventUrl(kind, slug), moment);
        // A frame after the app's second render (the one with the visitor's time).
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
        expect(shifts, `${width}px`).toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
}
