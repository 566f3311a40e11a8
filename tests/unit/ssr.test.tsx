// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { events } from '../../content/events';
import { pages } from '../../content/pages';
import { site } from '../../content/site';
import { AppProviders } from '../../src/AppProviders';
import { createRoutes } from '../../src/appRoutes';
import type { HostKind } from '../../src/routing/host';
import { routeTable, type RouteDef } from '../../src/routing/routes';

/** Renders a path of a host as the prerenderer will: on the server, with no window. */
async function renderPath(kind: HostKind, path: string): Promise<string> {
  const handler = createStaticHandler(createRoutes(kind));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Unexpected redirect for ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders host={{ kind, origins: site.origins }}>
      <StaticRouterProvider router={router} context={context} />
    </AppProviders>,
  );
  // React separates adjacent text parts with empty comments; read the text as a visitor does.
  return html.replace(/<!-- -->/g, '');
}

const headingOf = (route: RouteDef): string =>
  route.page === 'event' && route.event
    ? events[route.event].title
    : pages[route.page as keyof typeof pages].heading;

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

    it(`${kind} host: an unknown path renders the 404 page`, async () => {
      const html = await renderPath(kind, '/no-such-page');
      expect(html).toContain('Oops! Page not found');
      expect(html).toContain('Return to Home');
      expect(html).toContain('>404<');
    });
  }
});
