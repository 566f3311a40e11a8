/** The server build's entry: each page of both hosts as HTML, with its head tags and the CSS it uses. */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { site } from '../../content/site';
import { AppProviders } from '../app/AppProviders';
import { islands, RenderIslandContext, type RenderIsland } from '../islands/Island';
import { routeAt, SiteRoutes } from '../pages/siteRoutes';
import type { HostKind } from '../routing/host';

export { routeTable } from '../routing/routes';
export { robotsTxt, sitemapXml } from '../routing/siteFiles';

export interface RenderedPage {
  /** 200 for a page of the host's route table, 404 for anything else. */
  status: number;
  /** When it was rendered: what depends on the date (a monthly event's next session) is true then. */
  renderedAt: number;
  /** The page's own head tags (title, description, canonical, share tags), for `<head>`. */
  head: string;
  /** The app's HTML, for #root. */
  body: string;
  /** The `<style data-emotion>` tags of the CSS the page uses, for `<head>`. */
  styles: string;
  /** The islands in the page, in order, each once. */
  islands: string[];
}

/**
 * React renders a page's `<title>`, `<meta>` and `<link>` elements first in a string: this takes that
 * leading run off, for `<head>`, where hydration looks for it.
 */
export function takeHeadTags(html: string): { head: string; body: string } {
  const head = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

type Chunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * On a page with islands, the styles composed on the way to the markup's classes (a styled component
 * around another, MUI's Link around Typography, inserts its own class too) follow the page's own in a
 * tag of their own: listed there, they are known as inserted, and hydration does not insert them again.
 * A page without islands never runs Emotion in the browser, so it carries only what its markup uses.
 */
function withComposedStyles(cache: EmotionCache, chunks: Chunks): Chunks {
  const listed = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const composed = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !listed.has(entry[0]),
  );
  const css = composed.map(([, rule]) => rule).join('');
  const styles = [...chunks.styles, { key: cache.key, ids: composed.map(([id]) => id), css }];
  return composed.length === 0 ? chunks : { ...chunks, styles };
}

/**
 * Renders one path of one host at `now`: the page's HTML, and inside it each island (a form, the
 * library, the badge) rendered as a root of its own, exactly as the browser hydrates it.
 */
export async function renderPage(
  kind: HostKind,
  path: string,
  { now = Date.now() } = {},
): Promise<RenderedPage> {
  // No vendor prefixes: every browser the build targets reads the standard properties (the one still
  // needed, Safari's -webkit-user-select, the theme writes itself). `css` is Emotion's key in the browser.
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  // Made before rendering: it switches Emotion to collecting styles.
  const emotion = createEmotionServer(cache);
  const host = { kind, origins: site.origins };
  const app = (children: ReactNode, baseline = true) => (
    <CacheProvider value={cache}>
      <AppProviders host={host} renderedAt={now} baseline={baseline}>
        <StaticRouter location={path}>{children}</StaticRouter>
      </AppProviders>
    </CacheProvider>
  );
  // Each island's ids start with its name, as they do when the browser hydrates it.
  const rendered = new Set<string>();
  const renderIsland: RenderIsland = (name, props) => {
    const Island = islands[name] as ComponentType<object>;
    rendered.add(name);
    return renderToString(app(<Island {...props} />, false), { identifierPrefix: `${name}-` });
  };
  const html = renderToString(
    <RenderIslandContext value={renderIsland}>{app(<SiteRoutes kind={kind} />)}</RenderIslandContext>,
  );
  const critical = emotion.extractCriticalToChunks(html);
  const styles = emotion.constructStyleTagsFromChunks(
    rendered.size > 0 ? withComposedStyles(cache, critical) : critical,
  );
  const status = routeAt(kind, path) ? 200 : 404;
  return { status, renderedAt: now, styles, islands: [...rendered], ...takeHeadTags(html) };
}
