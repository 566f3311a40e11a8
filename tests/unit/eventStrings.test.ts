// Every string the site shows or writes about its events, pinned to what it says today: the event
// pages as prerendered, the cards of the events list and the community page, the Labs' next session
// as time goes by, the calendar files the build writes and the script that marks each event's phase.
// The pages are compared with screenshots pixel by pixel, so a string that changes is a bug.
import { describe, expect, it } from 'vitest';
import { eventCalendarFiles } from '../../scripts/eventCalendarsPlugin';
import { PHASE_SCRIPT } from '../../src/events/phaseScript';
import { renderPage } from '../../src/ssr/renderPage';
import { expected } from './eventStrings.expected';

/** Before every event: what the prerenderer sees. */
const PRERENDERED_AT = Date.parse('2025-06-02T09:00:00Z');
/** Between the Labs' sessions, once the dated evenings are over, and a year on. */
const LATER = [Date.parse('2025-10-01T09:00:00Z'), Date.parse('2026-11-25T09:00:00Z')] as const;

type Slug = keyof typeof expected.pages;
const slugs = Object.keys(expected.pages) as Slug[];

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
  it.each(slugs)('%s: its page', async (slug) => {
    expect(await eventPage(slug, PRERENDERED_AT)).toEqual(expected.pages[slug]);
  });

  it('the events list and the community page: every card', async () => {
    expect(await eventCards('/events')).toEqual(expected.cards.events);
    expect(await eventCards('/community')).toEqual(expected.cards.community);
  });

  it('the Labs’ facts as their next session moves on', async () => {
    const facts = async (now: number) => {
      const { body } = await renderPage('community', '/events/leadership-labs', { now });
      return texts(fragment(body).querySelector('header dl'));
    };
    expect(await Promise.all(LATER.map(facts))).toEqual(expected.labsLater);
  });

  it('the calendar files the build writes, before the events and a year on', () => {
    const files = (now: number) =>
      Object.fromEntries(eventCalendarFiles(new Date(now)).map((file) => [file.path, file.text]));
    expect(files(PRERENDERED_AT)).toEqual(expected.calendars.before);
    expect(files(LATER[1])).toEqual(expected.calendars.later);
  });

  it('the script that marks each event’s phase before the first paint', () => {
    expect(PHASE_SCRIPT).toBe(expected.phaseScript);
  });
});
