import { pages } from '../../content/pages.ts';
import { site } from '../../content/site.ts';
import { shareColours as c } from '../../theme/share.ts';
import { escapeXml } from '../routing/escapeXml.ts';
import type { HostKind } from '../routing/host';

/** Link previews (Open Graph, X/Twitter) are drawn at this size, the one most networks show in full. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_CARD_FONT = 'Fredoka';

/** The card's file at each host's root. */
export const shareCardFile = (kind: HostKind) => `share-${kind}.png`;

/** What each host's card says; the same words are the card's alternative text. */
export const shareCardText: Record<HostKind, { eyebrow: string; title: string }> = {
  main: { eyebrow: site.name, title: site.tagline },
  community: { eyebrow: site.communityName, title: pages.community.heading },
};

/** Breaks a sentence into lines of at most `max` characters, at spaces. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The host's link-preview card as SVG: its name, one sentence and its address on the brand's pink. */
export function shareCardSvg(kind: HostKind): string {
  const { width, height } = SHARE_CARD_SIZE;
  const { eyebrow, title } = shareCardText[kind];
  const address = site.origins[kind].replace(/^https?:\/\//, '');
  const lines = wrapWords(title, 24).slice(0, 4);
  const lineHeight = 78;
  const top = 300 - ((lines.length - 1) * lineHeight) / 2;
  const titleLines = lines
    .map(
      (line, i) =>
        `<text x="80" y="${top + i * lineHeight}" font-size="66" font-weight="600">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="1060" cy="120" r="220" fill="${c.circle}" fill-opacity="0.35"/>
<circle cx="1130" cy="560" r="150" fill="${c.circle}" fill-opacity="0.25"/>
<path d="M1010 250 L1026 294 L1070 310 L1026 326 L1010 370 L994 326 L950 310 L994 294 Z" fill="${c.sparkle}"/>
<g font-family="${SHARE_CARD_FONT}" fill="${c.text}">
<text x="80" y="110" font-size="34" font-weight="600" letter-spacing="1" fill="${c.softText}">${escapeXml(eyebrow)}</text>
${titleLines}
<text x="80" y="560" font-size="30" font-weight="500" fill="${c.softText}">${escapeXml(address)}</text>
</g>
</svg>`;
}
