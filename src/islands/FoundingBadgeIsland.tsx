import { site } from '../../content/site';
import { badgeEmbedCode } from '../badge/embedCode';
import { BADGE_PNG_FILE, BADGE_SVG_FILE } from '../badge/foundingBadgeSvg';
import { BadgePanel } from '../components/badge/BadgePanel';

/** The Founding 20 badge with its downloads and its embed code to copy. */
export function FoundingBadgeIsland() {
  return (
    <BadgePanel
      pngUrl={`${import.meta.env.BASE_URL}${BADGE_PNG_FILE}`}
      svgUrl={`${import.meta.env.BASE_URL}${BADGE_SVG_FILE}`}
      embedCode={badgeEmbedCode(`${site.origins.community}/${BADGE_PNG_FILE}`)}
    />
  );
}
