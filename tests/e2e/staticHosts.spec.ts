import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteDir } from '../../scripts/server/layout';
import { expect, test } from '../support/fixtures';
import { hostKinds } from '../support/hosts';
import { staticHosts } from '../support/staticHosts';

// The written sites as the common static hosts serve them, by the rules those hosts document
// (tests/support/staticHosts.ts): every address the sitemap names is answered by its own page at
// once, never by a redirect, and an address that is no page gets the 404 page with a 404.

const canonicalOf = (html: string): string =>
  /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? 'https://missing.example/no-canonical';

const sitemapPaths = (root: string): string[] =>
  [...readFileSync(join(root, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );

for (const kind of hostKinds) {
  for (const host of staticHosts) {
    test(`${kind} site on ${host.name}: every sitemap address is its page, with no redirect`, () => {
      const root = siteDir(kind);
      const paths = sitemapPaths(root);
      expect(paths.length).toBeGreaterThan(5);
      for (const path of paths) {
        const answer = host.answer(root, path);
        expect(answer, path).toMatchObject({ status: 200 });
        if (answer.status !== 200) continue;
        // The file served is the page whose canonical address this is.
        const html = readFileSync(join(root, answer.file), 'utf8');
        expect(new URL(canonicalOf(html)).pathname, path).toBe(path);
      }
      for (const path of ['/no-such-page', '/events/no-such-event', '/assets/missing.js'])
        expect(host.answer(root, path), path).toEqual({ status: 404, file: '404.html' });
    });
  }
}
