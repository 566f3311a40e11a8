// The art of theme/art painted with today's colour tokens (theme/art.ts): each picture a page imports
// is emitted as its own hashed file, so a token change gives new files with new names; the favicon is
// served and written at the site's root.
import { readFileSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { paintArt } from '../../theme/art.ts';
import { textFiles } from './textFiles.ts';

const ART_DIR = resolve('theme/art');
const PRIMITIVES = resolve('theme/primitives.ts');
const isArt = (id: string) => id.startsWith(`${ART_DIR}/`) && id.endsWith('.svg');
const painted = (file: string) => paintArt(readFileSync(file, 'utf8'), relative(process.cwd(), file));

/** The site's icon, from its template in theme/art. */
export const faviconSvg = () => painted(resolve(ART_DIR, 'favicon.svg'));

export function tokenArt(): Plugin[] {
  let serving = false;
  const pictures: Plugin = {
    name: 'token-art',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    configureServer(server) {
      // The development server answers a picture's own address with it painted.
      server.middlewares.use((req, res, next) => {
        const [path = '', query] = (req.url ?? '').split('?');
        const file = resolve(`.${decodeURIComponent(path)}`);
        // `?import` is the module a page imports (its address), for Vite to answer.
        if (!isArt(file) || query?.includes('import')) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(painted(file));
      });
    },
    load(id) {
      if (!isArt(id)) return;
      this.addWatchFile(PRIMITIVES);
      if (serving) return `export default ${JSON.stringify(`/${relative(process.cwd(), id)}`)};`;
      const reference = this.emitFile({ type: 'asset', name: basename(id), source: painted(id) });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
  return [
    pictures,
    textFiles('favicon', () => [{ path: 'favicon.svg', type: 'image/svg+xml', text: faviconSvg() }]),
  ];
}
