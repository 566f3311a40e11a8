// The server build's entry: what the prerenderer needs to write every page of both hosts.
import createEmotionServer from '@emotion/server/create-instance';
import { renderPage, type RenderedPage } from './ssr/renderPage';
import type { HostKind } from './routing/host';
import { ISLAND_ATTRIBUTE } from './start/markup';

export { routeTable } from './routing/routes';
export { robotsTxt, sitemapXml } from './routing/siteFiles';
export type { RenderedPage };

export interface PrerenderedPage extends RenderedPage {
  /** The `<style data-emotion>` tags of the CSS this page uses, for `<head>`. */
  styles: string;
}

type EmotionCache = Parameters<typeof createEmotionServer>[0];
type CriticalChunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * Adds, on a page with islands, the styles the page's components composed on the way to their elements' final classes. A
 * styled component wrapping another (MUI's Link around Typography, AppBar around Paper) inserts its
 * own class as well as the combined one; only the combined class appears in the markup, so critical
 * extraction leaves the other out, and the browser would otherwise parse and insert every one of them
 * again in the commit of hydration. Listed in the page's style tag, they are known as inserted. A page
 * without islands never runs Emotion in the browser, so it carries only what its markup uses.
 */
function withComposedStyles(cache: EmotionCache, chunks: CriticalChunks): CriticalChunks {
  const listed = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const composed = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !listed.has(entry[0]),
  );
  if (composed.length === 0) return chunks;
  const regular = chunks.styles.find((chunk) => chunk.key === cache.key);
  const extra = {
    ids: composed.map(([id]) => id),
    css: composed.map(([, css]) => css).join(''),
  };
  if (!regular) return { ...chunks, styles: [...chunks.styles, { key: cache.key, ...extra }] };
  return {
    ...chunks,
    styles: chunks.styles.map((chunk) =>
      chunk === regular ? { ...chunk, ids: [...chunk.ids, ...extra.ids], css: chunk.css + extra.css } : chunk,
    ),
  };
}

/** One page with its critical CSS: only the styles its own markup uses. */
export async function prerenderPage(kind: HostKind, path: string): Promise<PrerenderedPage> {
  let styles = '';
  const page = await renderPage(kind, path, {
    collectStyles: (cache, render) => {
      // The server instance must exist before rendering: it switches Emotion to collecting styles.
      const emotion = createEmotionServer(cache);
      const html = render();
      const critical = emotion.extractCriticalToChunks(html);
      styles = emotion.constructStyleTagsFromChunks(
        html.includes(`${ISLAND_ATTRIBUTE}="`) ? withComposedStyles(cache, critical) : critical,
      );
      return html;
    },
  });
  return { ...page, styles };
}
