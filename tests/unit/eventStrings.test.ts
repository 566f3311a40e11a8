// Every string the site shows or writes about its events, pinned to what it says today: the event
// pages as prerendered, the cards of the events list and the community page, the Labs' next session
// as time goes by, the calendar files the build writes and the script that marks each event's phase.
// Each is a file in __snapshots__/events/, written by the test itself when run with `-u`
// (`npx vitest run --project unit tests/unit/eventStrings.test.ts -u`) and reviewed in the diff like a
// screenshot: a new event gets its files that way, and a string that changes shows as a changed line.
import { describe, expect, it } from 'vitest';
import { eventSlugs } from '../../content/eventSlugs';
import { eventCalendarFiles } from '../../scripts/build/eventCalendarsPlugin';
import { PHASE_SCRIPT } from '../../src/start/headScript';
import { renderPage } from '../../src/start/entry-server';

/** Before every event: what the prerenderer sees. */
const PRERENDERED_AT = Date.parse('2025-06-02T09:00:00Z');
/** Between the Labs' sessions, once the dated evenings are over, and a year on. */
const LATER = [Date.parse('2025-10-01T09:00:00Z'), Date.parse('2026-11-25T09:00:00Z')] as const;

type Slug = (typeof eventSlugs)[number];

/** A snapshot file of this test's, by name. */
const file = (name: string) => `./__snapshots__/events/${name}`;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  // React separates adjacent text parts with empty comments; read the text as a visitor does.
  template.innerHTML = html.replace(/<!-- -->/g, '');
  return template.content;
}

/** The text nodes under a node, in document order, leaving out scripts and the parts `skip` matches. */
function texts(node: Node | null | undefined, skip = ''): string[] {
  const found: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeType === Node.TEXT_NODE) {
      const text = current.textContent ?? '';
      if (text.trim() !== '') found.push(text);
      return;
    }
    if (current instanceof Element && (current.tagName === 'SCRIPT' || (skip && current.matches(skip))))
      return;
    current.childNodes.forEach(walk);
  };
  if (node) walk(node);
  return found;
}

/** What an event page shows: its main content but the form's fields, the form's heading, its data. */
async function eventPage(slug: Slug, now: number) {
  const { head, body } = await renderPage('community', `/events/${slug}`, { now });
  const page = fragment(body);
  const form = page.querySelector('#registration-form section');
  const links = [...page.querySelectorAll('header a[download], header a[href^="https://calendar"]')];
  return {
    title: texts(fragment(head).querySelector('title')),
    main: texts(page.querySelector('main'), '#registration-form'),
    form: [...texts(form?.querySelector('h2')), ...texts(form?.querySelector('p'))],
    links: links.map((link) => [link.getAttribute('href'), link.getAttribute('download')]),
    jsonLd: JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null'),
  };
}

/** Each event card of a page, in order: its words and where it leads. */
async function eventCards(path: string) {
  const { body } = await renderPage('community', path, { now: PRERENDERED_AT });
  return [...fragment(body).querySelectorAll('article')]
    .filter((card) => card.querySelector('a')?.textContent === 'Learn More')
    .map((card) => [...texts(card), card.querySelector('a')?.getAttribute('href')]);
}

describe('what the site says about its events', () => {
  it.each(eventSlugs)('%s: its page', async (slug) => {
    await expect(json(await eventPage(slug, PRERENDERED_AT))).toMatchFileSnapshot(file(`${slug}.json`));
  });

  it('the events list and the community page: every card', async () => {
    await expect(json(await eventCards('/events'))).toMatchFileSnapshot(file('cards-events.json'));
    await expect(json(await eventCards('/community'))).toMatchFileSnapshot(file('cards-community.json'));
  });

  it('the Labs’ facts as their next session moves on', async () => {
    const facts = async (now: number) => {
      const { body } = await renderPage('community', '/events/leadership-labs', { now });
      return texts(fragment(body).querySelector('header dl'));
    };
    await expect(json(await Promise.all(LATER.map(facts)))).toMatchFileSnapshot(file('labs-later.json'));
  });

  it('the calendar files the build writes, before the events and a year on', async () => {
    for (const [when, now] of [
      ['before', PRERENDERED_AT],
      ['later', LATER[1]],
    ] as const) {
      for (const calendar of eventCalendarFiles(new Date(now))) {
        const name = calendar.path.replace(/^calendar\//, '');
        await expect(calendar.text).toMatchFileSnapshot(file(`calendars-${when}/${name}`));
      }
    }
  });

  it('the script that marks each event’s phase before the first paint', async () => {
    await expect(`${PHASE_SCRIPT}\n`).toMatchFileSnapshot(file('phase-script.js'));
  });
});
