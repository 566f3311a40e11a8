import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { site } from '../../content/site';
import { AppProviders } from '../app/AppProviders';
import { loadPage, routeAt, SiteRoutes } from '../app/appRoutes';
import type { HostInfo, HostKind } from '../routing/host';
import { preloadParts } from '../routing/lazyPart';
import { EMOTION_KEY } from './emotionKey';
import { splitHoistedHead } from './splitHoistedHead';

export interface RenderedPage {
  /** 200 for a page of the host's route table, 404 for anything else. */
  status: number;
  /** The time the page was rendered at: what depends on the date (a monthly event's next session) is true then. */
  renderedAt: number;
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
  /** The time to render the page at; now unless told otherwise. */
  now?: number;
}

/**
 * Renders one path of one host as the browser's first render will: the same routes, providers and
 * host, so hydration finds exactly this markup. Pages are lazy, so the page's module is loaded first.
 */
export async function renderPage(
  kind: HostKind,
  path: string,
  { host = { kind, origins: site.origins }, collectStyles, now = Date.now() }: RenderOptions = {},
): Promise<RenderedPage> {
  // The page's module, and the parts it loads after itself in the browser (its form), so that the
  // page is rendered whole.
  await loadPage(kind, path);
  await preloadParts();
  const cache = createCache({ key: EMOTION_KEY });
  const render = () =>
    renderToString(
      <CacheProvider value={cache}>
        <AppProviders host={host} renderedAt={now}>
          <StaticRouter location={path}>
            <SiteRoutes kind={kind} />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>,
    );
  const html = collectStyles ? collectStyles(cache, render) : render();
  const { head, body } = splitHoistedHead(html);
  return { status: routeAt(kind, path) ? 200 : 404, renderedAt: now, head, body };
}
