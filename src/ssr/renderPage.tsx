import createCache from '@emotion/cache';
import type { ComponentType } from 'react';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { site } from '../../content/site';
import { AppProviders } from '../app/AppProviders';
import { routeAt, SiteRoutes } from '../pages/siteRoutes';
import type { HostInfo, HostKind } from '../routing/host';
import { RenderIslandContext, type RenderIsland } from '../islands/Island';
import { islands } from '../islands/islands';
import { EMOTION_KEY } from './emotionKey';
import { takeHeadTags } from './takeHeadTags';

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
 * Renders one path of one host: the page's HTML, and inside it each island (a form, the library,
 * the badge) rendered as a root of its own, exactly as the browser hydrates it (src/islands/).
 */
export async function renderPage(
  kind: HostKind,
  path: string,
  { host = { kind, origins: site.origins }, collectStyles, now = Date.now() }: RenderOptions = {},
): Promise<RenderedPage> {
  // No vendor prefixes: every browser the build targets reads the standard properties, and the CSS
  // travels in every page's HTML (7 KB less of it a page). The one a supported browser still needs,
  // Safari's -webkit-user-select, the theme writes itself (MuiButtonBase).
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [] });
  // Each island's ids start with its name, as they do when the browser hydrates it. An island that
  // reads the address (the prompt library) reads the page's.
  const renderIsland: RenderIsland = (name, props) => {
    const Island = islands[name] as ComponentType<object>;
    return renderToString(
      <CacheProvider value={cache}>
        <AppProviders host={host} renderedAt={now} baseline={false}>
          <StaticRouter location={path}>
            <Island {...props} />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>,
      { identifierPrefix: `${name}-` },
    );
  };
  const render = () =>
    renderToString(
      <CacheProvider value={cache}>
        <RenderIslandContext value={renderIsland}>
          <AppProviders host={host} renderedAt={now}>
            <StaticRouter location={path}>
              <SiteRoutes kind={kind} />
            </StaticRouter>
          </AppProviders>
        </RenderIslandContext>
      </CacheProvider>,
    );
  const html = collectStyles ? collectStyles(cache, render) : render();
  const { head, body } = takeHeadTags(html);
  return { status: routeAt(kind, path) ? 200 : 404, renderedAt: now, head, body };
}
