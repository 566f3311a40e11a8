import { badgeColours as c } from '../../theme/badge.ts';

/** The badge's three lines, exactly as the community names them. */
export const BADGE_TEXT = {
  title: 'The First 20',
  established: 'Est. 2025',
  member: 'Founding Member',
} as const;

/** The size the badge is drawn at unless asked otherwise, and the page's preview size. */
export const BADGE_DEFAULT_SIZE = 400;
export const BADGE_PREVIEW_SIZE = 300;

/** The names the badge is downloaded and served under. */
export const BADGE_PNG_FILE = 'founding-member-badge.png';
export const BADGE_SVG_FILE = 'founding-member-badge.svg';

/** The font the badge's words are set in; the build gives the PNG renderer the same face. */
export const BADGE_FONT = 'Fredoka';

export const badgeLabel = `${BADGE_TEXT.member} badge: ${BADGE_TEXT.title}, ${BADGE_TEXT.established}`;

/** Four-pointed sparkle centred on (x, y). */
function sparkle(x: number, y: number, r: number): string {
  const k = r * 0.28;
  return `M${x} ${y - r}L${x + k} ${y - k}L${x + r} ${y}L${x + k} ${y + k}L${x} ${y + r}L${x - k} ${y + k}L${x - r} ${y}L${x - k} ${y - k}Z`;
}

/**
 * The founding member badge as standalone SVG markup: the one drawing behind the page's badge,
 * the SVG download and the PNG made at build time, so the three always match.
 * Drawn on a 400 × 400 grid and scaled to `size`.
 */
export function foundingBadgeSvg({ size = BADGE_DEFAULT_SIZE, idPrefix = 'founding-badge' } = {}): string {
  const rim = `${idPrefix}-rim`;
  const face = `${idPrefix}-face`;
  const font = `${BADGE_FONT}, 'Trebuchet MS', sans-serif`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400" role="img" aria-label="${badgeLabel}">`,
    `<title>${badgeLabel}</title>`,
    '<defs>',
    `<linearGradient id="${rim}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.rimFrom}"/><stop offset="1" stop-color="${c.rimTo}"/></linearGradient>`,
    `<linearGradient id="${face}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.faceFrom}"/><stop offset="1" stop-color="${c.faceTo}"/></linearGradient>`,
    '</defs>',
    `<circle cx="200" cy="200" r="196" fill="url(#${rim})"/>`,
    `<circle cx="200" cy="200" r="172" fill="url(#${face})"/>`,
    `<circle cx="200" cy="200" r="160" fill="none" stroke="${c.ring}" stroke-width="2" stroke-dasharray="2 8" stroke-linecap="round" opacity="0.8"/>`,
    `<path d="${sparkle(200, 104, 22)}" fill="${c.sparkle}"/>`,
    `<path d="${sparkle(160, 124, 8)}" fill="${c.sparkle}" opacity="0.8"/>`,
    `<path d="${sparkle(240, 124, 8)}" fill="${c.sparkle}" opacity="0.8"/>`,
    `<text x="200" y="170" text-anchor="middle" font-family="${font}" font-weight="600" font-size="22" letter-spacing="2" fill="${c.softText}">${BADGE_TEXT.member}</text>`,
    `<text x="200" y="232" text-anchor="middle" font-family="${font}" font-weight="600" font-size="50" fill="${c.text}">${BADGE_TEXT.title}</text>`,
    `<line x1="140" y1="258" x2="260" y2="258" stroke="${c.ring}" stroke-width="2" stroke-linecap="round" opacity="0.7"/>`,
    `<text x="200" y="296" text-anchor="middle" font-family="${font}" font-weight="600" font-size="24" letter-spacing="1" fill="${c.softText}">${BADGE_TEXT.established}</text>`,
    '</svg>',
  ].join('');
}
