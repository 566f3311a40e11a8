/**
 * React places a page's `<title>`, `<meta>` and `<link>` elements in the document head when it renders
 * in the browser; rendered to a string, they come first in the app's HTML. This takes that leading run
 * of head elements off, so the prerenderer can put it in `<head>`, where hydration looks for it.
 */
export function takeHeadTags(html: string): { head: string; body: string } {
  const leading = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/.exec(html);
  const head = leading?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
