/** Text made safe inside XML markup and attribute values (sitemaps, SVG drawn from words). */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
