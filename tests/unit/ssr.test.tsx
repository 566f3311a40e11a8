// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { HostKind } from '../../src/routing/host';
import { routeTable } from '../../src/routing/routes';
import { renderPage } from '../../src/start/entry-server';
import { headingOf } from '../support/routeHeading';

/** Renders a path of a host as the prerenderer does: on the server, with no window. */
async function renderPath(kind: HostKind, path: string): Promise<string> {
  const { head, body } = await renderPage(kind, path);
  // React separates adjacent text parts with empty comments; read the text as a visitor does.
  return `${head}${body}`.replace(/<!-- -->/g, '');
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

describe('server rendering', () => {
  it('has no window to lean on', () => {
    expect(typeof window).toBe('undefined');
  });

  for (const kind of ['main', 'community'] as const) {
    it.each(routeTable(kind).map((r) => [r.path, r] as const))(
      `${kind} host: %s renders its page`,
      async (_path, route) => {
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const html = await renderPath(kind, route.path);
        expect(html).toContain(`<h1`);
        expect(html).toContain(escape(headingOf(route)));
        expect(html).toContain('Find A Prompt');
        expect(html).toContain('© 2025');
        expect(errors).not.toHaveBeenCalled();
        errors.mockRestore();
      },
    );

    it(`${kind} host: every page names the islands its markup holds, in order, each once`, async () => {
      for (const route of routeTable(kind)) {
        const { body, islands } = await renderPage(kind, route.path);
        const marked = Array.from(body.matchAll(/ data-island="([a-z-]+)"/g), (match) => match[1]);
        expect(islands, route.path).toEqual([...new Set(marked)]);
      }
      if (kind === 'community') {
        expect((await renderPage(kind, '/events/autumn-retreat')).islands).toEqual(['event-form']);
      } else expect((await renderPage(kind, '/about')).islands).toEqual([]);
    });

    it(`${kind} host: an unknown path renders the 404 page with a 404 status`, async () => {
      expect((await renderPage(kind, '/no-such-page')).status).toBe(404);
      expect((await renderPage(kind, routeTable(kind)[0]?.path ?? '/')).status).toBe(200);
      const html = await renderPath(kind, '/no-such-page');
      expect(html).toContain('Oops! Page not found');
      expect(html).toContain('Return to Home');
      expect(html).toContain('>404<');
    });
  }
});
