// The server build's entry: what the prerenderer needs to write every page of both hosts.
import createEmotionServer from '@emotion/server/create-instance';
import { renderPage, type RenderedPage } from './ssr/renderPage';
import type { HostKind } from './routing/host';

export { routeTable } from './routing/routes';
export { robotsTxt, sitemapXml } from './routing/siteFiles';
export type { RenderedPage };

export interface PrerenderedPage extends RenderedPage {
  /** The `<style data-emotion>` tags of the CSS this page uses, for `<head>`. */
  styles: string;
}

/** One page with its critical CSS: only the styles its own markup uses. */
export async function prerenderPage(kind: HostKind, path: string): Promise<PrerenderedPage> {
  let styles = '';
  const page = await renderPage(kind, path, {
    collectStyles: (cache, render) => {
      // The server instance must exist before rendering: it switches Emotion to collecting styles.
      const emotion = createEmotionServer(cache);
      const html = render();
      styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
      return html;
    },
  });
  return { ...page, styles };
}
