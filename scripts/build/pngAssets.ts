// Renders PNG files from SVG drawn in code: served on demand by the dev server and emitted into the
// build, so a picture and the page that links to it always come from the same drawing.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import wawoff2 from 'wawoff2';

export interface PngAsset {
  /** Name at the site's root, e.g. 'share-main.png'. */
  file: string;
  render(): Promise<Buffer>;
}

/**
 * SVG markup to PNG bytes at the given width. The renderer reads TrueType only, so the site's own
 * faces (WOFF2 files of @fontsource packages, e.g. 'fredoka/files/fredoka-latin-600-normal.woff2')
 * are unpacked first; no system font is used, so every machine draws the same letters.
 */
export async function svgToPng(
  svg: string,
  width: number,
  fonts: readonly string[],
  defaultFontFamily: string,
) {
  const require = createRequire(import.meta.url);
  const dir = await mkdtemp(join(tmpdir(), 'png-asset-'));
  try {
    const fontFiles: string[] = [];
    for (const font of fonts) {
      const ttf = join(dir, basename(font).replace(/\.woff2$/, '.ttf'));
      await writeFile(ttf, await wawoff2.decompress(await readFile(require.resolve(`@fontsource/${font}`))));
      fontFiles.push(ttf);
    }
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'width', value: width },
      font: { fontFiles, loadSystemFonts: false, defaultFontFamily },
    });
    return resvg.render().asPng();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function pngAssets(name: string, assets: readonly PngAsset[]): Plugin {
  const rendered = new Map<string, Promise<Buffer>>();
  const bytesOf = (asset: PngAsset) => {
    let png = rendered.get(asset.file);
    if (!png) {
      png = asset.render();
      rendered.set(asset.file, png);
    }
    return png;
  };
  return {
    name,
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const asset = assets.find((a) => req.url?.split('?')[0] === `/${a.file}`);
        if (!asset) return next();
        bytesOf(asset).then(
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
      // Pictures belong to the site the browser loads, not to the server build.
      if (this.environment.config.consumer === 'server') return;
      for (const asset of assets)
        this.emitFile({ type: 'asset', fileName: asset.file, source: await bytesOf(asset) });
    },
  };
}
