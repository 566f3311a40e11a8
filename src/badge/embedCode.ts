import { badgeEmbedGlow } from '../../theme/badge';
import { BADGE_PREVIEW_SIZE, badgeLabel } from './foundingBadgeSvg';

/**
 * The HTML a founding member pastes into her own site: the badge's PNG at 300 × 300, round, with
 * the brand's pink glow; width and height are set so her page does not jump while it loads.
 */
export function badgeEmbedCode(pngUrl: string, size = BADGE_PREVIEW_SIZE): string {
  const style = `border-radius:50%;box-shadow:${badgeEmbedGlow}`;
  return `<img src="${pngUrl}" width="${size}" height="${size}" alt="Women Love AI ${badgeLabel}" style="${style}" />`;
}
