// Makes founding-member-badge.png from the very SVG the page draws, so the download always matches
// the badge on screen.
import {
  BADGE_DEFAULT_SIZE,
  BADGE_FONT,
  BADGE_PNG_FILE,
  foundingBadgeSvg,
} from '../src/components/badge/foundingBadgeSvg.ts';
import { pngAssets, svgToPng } from './pngAssets.ts';

/** Drawn at twice the badge's default size, so it stays sharp on high-density screens. */
export const BADGE_PNG_SIZE = BADGE_DEFAULT_SIZE * 2;

/** The badge as PNG bytes, in the site's own Fredoka. */
export const renderBadgePng = () =>
  svgToPng(foundingBadgeSvg(), BADGE_PNG_SIZE, ['fredoka/files/fredoka-latin-600-normal.woff2'], BADGE_FONT);

export const foundingBadge = () =>
  pngAssets('founding-badge', [{ file: BADGE_PNG_FILE, render: renderBadgePng }]);
