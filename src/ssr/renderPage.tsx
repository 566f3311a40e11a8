import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { site } from '../../content/site';
import { AppProviders } from '../AppProviders';
import { createRoutes } from '../appRoutes';
import type { HostInfo, HostKind } from '../routing/host';
import { preloadParts } from '../routing/lazyPart';
import { EMOTION_KEY } from './emotionKey';
import { splitHoistedHead } from './splitHoistedHead';

export interface RenderedPage {
  /** 200 for a page of the host's route table, 404 for anything else. */
  status: number;
  /** The page's own head tags (title, description, canonical, share tags), ready for `<head>`. */
  head: string;
  /** The app's HTML, ready for the root element. */
  body: string;
}

export interface RenderOptions {
  /** The origins the page's links are written with: the production ones unless told otherwise. */
  host?: HostInfo;
  /**
   * Wraps the rendering so a caller can collect the styles it used (the prerenderer extracts the
   * critical CSS this way); receives the Emotion cache the app renders with.
   */
  collectStyles?: (cache: ReturnType<typeof createCache>, render: () => string) => string;
}

/**
 * Renders one path of one host as the browser's first render will: the same routes, providers and
 * host, so hydration finds exactly this markup. Pages are lazy, so the router is asked first, which
 * loads the page's module.
 */
export async function renderPage(
  kind: HostKind,
  path: string,
  { host = { kind, origins: site.origins }, collectStyles }: RenderOptions = {},
): Promise<RenderedPage> {
  const handler = createStaticHandler(createRoutes(kind));
  const context = await handler.query(new Request(new URL(path, host.origins[kind])));
  // The page's module is loaded now; so are the parts it loads after itself in the browser (its
  // form), so that the page is rendered whole.
  await preloadParts();
  if (context instanceof Response) throw new Error(`${path} answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const notFound = context.matches.some(({ route }) => route.path === '*');
  const cache = createCache({ key: EMOTION_KEY });
  // No router data goes into the page (no route has a loader), so no inline script is needed.
  const render = () =>
    renderToString(
      <CacheProvider value={cache}>
        <AppProviders host={host}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>,
    );
  const html = collectStyles ? collectStyles(cache, render) : render();
  const { head, body } = splitHoistedHead(html);
  return { status: notFound ? 404 : context.statusCode, head, body };
}
