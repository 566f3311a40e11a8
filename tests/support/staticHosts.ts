import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What a static host answers for a path: the file it serves, or where it moves the visitor. */
export type HostAnswer =
  { status: 200; file: string } | { status: 301 | 308; location: string } | { status: 404; file?: string };

export interface StaticHost {
  name: string;
  /** Where its rules are documented, for the next person to check them against. */
  documented: string;
  answer(root: string, path: string): HostAnswer;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
const notFound = (root: string): HostAnswer =>
  isFile(join(root, '404.html')) ? { status: 404, file: '404.html' } : { status: 404 };
const inside = (path: string) => path.replace(/^\/+/, '');

/** `/name`: the file itself, then `name.html`, then a folder's index.html, moved to `/name/` with `move`. */
function plainPath(root: string, path: string, move: 301 | 308): HostAnswer {
  const name = inside(path);
  if (path === '/')
    return isFile(join(root, 'index.html')) ? { status: 200, file: 'index.html' } : notFound(root);
  if (isFile(join(root, name))) return { status: 200, file: name };
  if (isFile(join(root, `${name}.html`))) return { status: 200, file: `${name}.html` };
  if (isFile(join(root, name, 'index.html'))) return { status: move, location: `${path}/` };
  return notFound(root);
}

/** `/name/`: a folder's index.html, then `name.html` moved to `/name` with `move` (or a 404 without one). */
function slashPath(root: string, path: string, move?: 301 | 308): HostAnswer {
  const name = inside(path);
  if (isFile(join(root, name, 'index.html'))) return { status: 200, file: join(name, 'index.html') };
  const file = `${name.replace(/\/$/, '')}.html`;
  return move && isFile(join(root, file))
    ? { status: move, location: path.replace(/\/$/, '') }
    : notFound(root);
}

/**
 * The rules three common static hosts apply to a folder, as they document them and as the public
 * comparison of their trailing-slash behaviour (github.com/slorber/trailing-slash-guide) measured.
 * Each serves `name.html` for `/name`, and moves a folder with an index.html to its trailing slash.
 */
export const staticHosts: StaticHost[] = [
  {
    name: 'Cloudflare Pages',
    documented: 'developers.cloudflare.com/pages/configuration/serving-pages (route matching)',
    answer(root, path) {
      if (path.endsWith('.html')) {
        const name = inside(path);
        const bare = name.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
        return isFile(join(root, name)) ? { status: 308, location: `/${bare}` } : notFound(root);
      }
      return path !== '/' && path.endsWith('/') ? slashPath(root, path, 308) : plainPath(root, path, 308);
    },
  },
  {
    name: 'GitHub Pages',
    documented:
      'docs.github.com/pages (a path is served from path.html; a folder with index.html moves to path/)',
    answer: (root, path) =>
      path.endsWith('/') && path !== '/' ? slashPath(root, path) : plainPath(root, path, 301),
  },
  {
    name: 'Netlify (pretty URLs, its default)',
    documented: 'docs.netlify.com/site-deploys/post-processing (pretty URLs)',
    answer: (root, path) =>
      path !== '/' && path.endsWith('/') ? slashPath(root, path, 301) : plainPath(root, path, 301),
  },
];
