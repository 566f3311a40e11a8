// Makes founding-member-badge.png from the very SVG the page draws, so the download always matches
// the badge on screen: served on demand by the dev server, emitted into the build.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import wawoff2 from 'wawoff2';
import {
  BADGE_DEFAULT_SIZE,
  BADGE_FONT,
  BADGE_PNG_FILE,
  foundingBadgeSvg,
} from '../src/components/badge/foundingBadgeSvg.ts';

/** Drawn at twice the badge's default size, so it stays sharp on high-density screens. */
export const BADGE_PNG_SIZE = BADGE_DEFAULT_SIZE * 2;

/** The badge as PNG bytes. The renderer reads TrueType, so the site's own Fredoka is unpacked from WOFF2 first. */
export async function renderBadgePng(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const woff2 = await readFile(require.resolve('@fontsource/fredoka/files/fredoka-latin-600-normal.woff2'));
  const dir = await mkdtemp(join(tmpdir(), 'founding-badge-'));
  try {
    const font = join(dir, 'fredoka-600.ttf');
    await writeFile(font, await wawoff2.decompress(woff2));
    const resvg = new Resvg(foundingBadgeSvg(), {
      fitTo: { mode: 'width', value: BADGE_PNG_SIZE },
      font: { fontFiles: [font], loadSystemFonts: false, defaultFontFamily: BADGE_FONT },
    });
    return resvg.render().asPng();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function foundingBadge(): Plugin {
  let png: Promise<Buffer> | undefined;
  const badge = () => (png ??= renderBadgePng());
  return {
    name: 'founding-badge',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${BADGE_PNG_FILE}`) return next();
        badge().then(
          (body) => {
            res.setHeader('Content-Type', 'image/png');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(body);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: BADGE_PNG_FILE, source: await badge() });
    },
  };
}
