// Text files written from code (the events' calendar files, the founding badge's SVG): made afresh for
// each request by the dev server, and written once into the build, so a page can link to them as
// plain files that work before its app starts, and with JavaScript off.
import type { Plugin } from 'vite';

export interface TextFile {
  /** Path from the site's root, e.g. 'calendar/waves-ai.ics'. */
  path: string;
  /** The Content-Type the dev server answers with; the production server and static hosts go by the name. */
  type: string;
  text: string;
}

/**
 * A plugin that serves and emits the files `filesAt` makes. It is given the moment they are made
 * (the build's, or the dev server's request's), once for all of them, so files that carry a time
 * stamp agree with each other.
 */
export function textFiles(name: string, filesAt: (now: Date) => readonly TextFile[]): Plugin {
  return {
    name,
    configureServer(server) {
      // Only the contents depend on the moment, so the names are read once and every other request
      // passes straight on.
      const paths = new Set(filesAt(new Date()).map((f) => `/${f.path}`));
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const file = paths.has(path) ? filesAt(new Date()).find((f) => path === `/${f.path}`) : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', file.type);
        res.setHeader('Cache-Control', 'no-cache');
        res.end(file.text);
      });
    },
    generateBundle() {
      // Files belong to the site the browser loads, not to the server build.
      if (this.environment.config.consumer === 'server') return;
      for (const file of filesAt(new Date()))
        this.emitFile({ type: 'asset', fileName: file.path, source: file.text });
    },
  };
}
