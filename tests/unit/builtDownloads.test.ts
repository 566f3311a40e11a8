// @vitest-environment node
// The calendar files and the badge's SVG are written by the build (Vite plugins), and the pages link
// to them as plain files: these tests run the plugins' build step and read what they emit, then check
// that every page's download link points at one of those files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { eventSlugs } from '../../content/eventSlugs';
import { site } from '../../content/site';
import type { EventSlug } from '../../content/types';
import { eventCalendars } from '../../scripts/build/eventCalendarsPlugin';
import { badgeSvgFile, foundingBadge } from '../../scripts/build/foundingBadgePlugin';
import { loadFile } from '../../scripts/server/staticFiles';
import { staticHostHeaders } from '../../scripts/server/securityHeaders';
import { BADGE_SVG_FILE, foundingBadgeSvg } from '../../src/badge/foundingBadgeSvg';
import { ICS_TYPE, icsFileName, icsFor, icsPath } from '../../src/events/calendar';
import { calendarEventAt } from '../../src/events/eventCalendar';
import { routeTable } from '../../src/routing/routes';
import { renderPage } from '../../src/start/entry-server';
import { readIcs } from '../support/readIcs';

type GenerateBundle = Extract<NonNullable<Plugin['generateBundle']>, (...args: never[]) => unknown>;

/** Runs a plugin's build step for the browser's build and returns the files it emitted, by path. */
async function emittedBy(plugin: Plugin): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const hook = plugin.generateBundle;
  const run = typeof hook === 'function' ? hook : hook?.handler;
  if (!run) throw new Error(`${plugin.name} emits nothing`);
  const context = {
    environment: { config: { consumer: 'client' } },
    emitFile: (file: { fileName: string; source: string }) => {
      files.set(file.fileName, file.source);
      return file.fileName;
    },
  };
  await run.call(
    context as unknown as ThisParameterType<GenerateBundle>,
    ...([{}, {}, true] as unknown as Parameters<GenerateBundle>),
  );
  return files;
}

/** Asks a plugin's dev-server middleware for a path, as the browser would. */
async function devAnswer(plugin: Plugin, path: string): Promise<{ type?: string; body?: string }> {
  const hook = plugin.configureServer;
  const configure = typeof hook === 'function' ? hook : hook?.handler;
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  let middleware: Middleware | undefined;
  const server = { middlewares: { use: (fn: Middleware) => (middleware = fn) } };
  await configure?.call(
    {} as ThisParameterType<NonNullable<typeof configure>>,
    server as unknown as ViteDevServer,
  );
  const answer: { type?: string; body?: string } = {};
  const res = {
    setHeader: (name: string, value: string) => {
      if (name.toLowerCase() === 'content-type') answer.type = value;
    },
    end: (body: string) => (answer.body = body),
  };
  middleware?.({ url: path } as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return answer;
}

/** Every `<a>` of a page that the browser saves as a file: its href and the name it is saved under. */
function downloadLinks(html: string): { href: string; download: string }[] {
  return [...html.matchAll(/<a\b[^>]*>/g)].flatMap(([tag]) => {
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    const download = /\sdownload="([^"]*)"/.exec(tag)?.[1];
    return href && download ? [{ href: href.replace(/&amp;/g, '&'), download }] : [];
  });
}

describe('the events’ calendar files', () => {
  it('are one per event, each what src/events/calendar.ts makes for it, stamped with the build’s time', async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const files = await emittedBy(eventCalendars());
    const after = Date.now();
    expect([...files.keys()].sort()).toEqual(eventSlugs.map((slug) => `calendar/${slug}.ics`).sort());
    for (const slug of eventSlugs) {
      const ics = files.get(icsPath(slug)) ?? '';
      const builtAt = readIcs(ics).stamp;
      expect(builtAt).toBeGreaterThanOrEqual(before);
      expect(builtAt).toBeLessThanOrEqual(after);
      // The same entry the page describes, at the build's time (the Labs' series from its next session).
      const expected = icsFor(calendarEventAt(slug, builtAt), {
        domain: new URL(site.origins.community).hostname,
        now: new Date(builtAt),
      });
      expect(ics).toBe(expected);
    }
  });

  it('are served by the dev server too, as text/calendar', async () => {
    const answer = await devAnswer(eventCalendars(), '/calendar/waves-ai.ics');
    expect(answer.type).toBe(ICS_TYPE);
    expect(answer.type).toBe('text/calendar; charset=utf-8');
    expect(readIcs(answer.body ?? '').uid).toBe(`waves-ai@${new URL(site.origins.community).hostname}`);
    expect(await devAnswer(eventCalendars(), '/calendar/no-such-event.ics')).toEqual({});
  });

  it('are served as text/calendar by the production server and, through _headers, by static hosts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'calendar-'));
    try {
      const path = join(dir, 'waves-ai.ics');
      writeFileSync(path, 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
      expect(loadFile(path).type).toBe('text/calendar; charset=utf-8');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(staticHostHeaders()).toContain('\n/calendar/*\n  content-type: text/calendar; charset=utf-8\n');
  });

  for (const kind of ['main', 'community'] as const) {
    it(`${kind} host: every event page links to its file, which matches the page's Google Calendar link`, async () => {
      const files = await emittedBy(eventCalendars());
      const eventRoutes = routeTable(kind).filter((route) => route.page === 'event' && route.event);
      expect(eventRoutes).toHaveLength(eventSlugs.length);
      for (const route of eventRoutes) {
        const slug = route.event as EventSlug;
        const { body } = await renderPage(kind, route.path);
        const links = downloadLinks(body).filter((link) => link.href.endsWith('.ics'));
        expect(links).toEqual([{ href: `/${icsPath(slug)}`, download: icsFileName(slug) }]);
        const ics = files.get(links[0]?.href.slice(1) ?? '');
        expect(ics, `${route.path} links to a file the build does not write`).toBeDefined();

        // The file and the Google Calendar link beside it describe the same event.
        const google = /href="(https:\/\/calendar\.google\.com\/[^"]+)"/.exec(body)?.[1] ?? '';
        const params = new URL(google.replace(/&amp;/g, '&')).searchParams;
        const read = readIcs(ics ?? '');
        expect(read.summary).toBe(params.get('text'));
        expect(read.location).toBe(params.get('location'));
        expect(`${read.description}\n\n${read.url}`).toBe(params.get('details'));
        expect(`${read.start.value}/${read.end.value}`).toBe(params.get('dates'));
        expect(read.rule ? `RRULE:${read.rule}` : null).toBe(params.get('recur'));
      }
    });
  }
});

describe('the founding badge’s SVG file', () => {
  it('is the badge’s own drawing, and the Founding 20 page links to it on both hosts', async () => {
    const files = new Map<string, string>();
    for (const plugin of foundingBadge().filter((p) => p.name === 'founding-badge-svg'))
      for (const [path, text] of await emittedBy(plugin)) files.set(path, text);
    expect([...files.keys()]).toEqual([BADGE_SVG_FILE]);
    const svg = files.get(BADGE_SVG_FILE) ?? '';
    expect(svg).toBe(badgeSvgFile());
    expect(svg).toBe(`<?xml version="1.0" encoding="UTF-8"?>\n${foundingBadgeSvg()}\n`);
    for (const kind of ['main', 'community'] as const) {
      const route = routeTable(kind).find((r) => r.page === 'founding-20');
      const { body } = await renderPage(kind, route?.path ?? '');
      const links = downloadLinks(body);
      expect(links).toContainEqual({ href: `/${BADGE_SVG_FILE}`, download: BADGE_SVG_FILE });
      expect(links).toContainEqual({
        href: '/founding-member-badge.png',
        download: 'founding-member-badge.png',
      });
    }
  });
});
