// The link-preview card of each host (share-main.png, share-community.png), drawn from the site's words.
import { SHARE_CARD_FONT, SHARE_CARD_SIZE, shareCardFile, shareCardSvg } from '../../src/layout/shareCard.ts';
import type { HostKind } from '../../src/routing/host.ts';
import { pngAssets, svgToPng } from './pngAssets.ts';

const fonts = [
  'fredoka/files/fredoka-latin-500-normal.woff2',
  'fredoka/files/fredoka-latin-600-normal.woff2',
];

export const renderShareCard = (kind: HostKind) =>
  svgToPng(shareCardSvg(kind), SHARE_CARD_SIZE.width, fonts, SHARE_CARD_FONT);

export const shareCards = () =>
  pngAssets(
    'share-cards',
    (['main', 'community'] as const).map((kind) => ({
      file: shareCardFile(kind),
      render: () => renderShareCard(kind),
    })),
  );
