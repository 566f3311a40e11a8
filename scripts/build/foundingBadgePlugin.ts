// Makes founding-member-badge.png and founding-member-badge.svg from the very SVG the page draws, so
// the downloads always match the badge on screen.
import type { Plugin } from 'vite';
import {
  BADGE_DEFAULT_SIZE,
  BADGE_FONT,
  BADGE_PNG_FILE,
  BADGE_SVG_FILE,
  foundingBadgeSvg,
} from '../../src/badge/foundingBadgeSvg.ts';
import { pngAssets, svgToPng } from './pngAssets.ts';
import { textFiles } from './textFiles.ts';

/** Drawn at twice the badge's default size, so it stays sharp on high-density screens. */
export const BADGE_PNG_SIZE = BADGE_DEFAULT_SIZE * 2;

/** The badge as PNG bytes, in the site's own Fredoka. */
export const renderBadgePng = () =>
  svgToPng(foundingBadgeSvg(), BADGE_PNG_SIZE, ['fredoka/files/fredoka-latin-600-normal.woff2'], BADGE_FONT);

/** The badge as a standalone SVG file, with the XML declaration image editors expect. */
export const badgeSvgFile = () => `<?xml version="1.0" encoding="UTF-8"?>\n${foundingBadgeSvg()}\n`;

export const foundingBadge = (): Plugin[] => [
  pngAssets('founding-badge', [{ file: BADGE_PNG_FILE, render: renderBadgePng }]),
  textFiles('founding-badge-svg', () => [
    { path: BADGE_SVG_FILE, type: 'image/svg+xml', text: badgeSvgFile() },
  ]),
];
