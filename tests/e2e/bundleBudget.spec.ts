import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetFor } from '../../scripts/build/bundle/budgets';
import { routeBundles, type RouteBundle } from '../../scripts/build/bundle/routeBundles';
import { chunkFiles, readManifest } from '../../scripts/build/prerender/chunks';
import { routeTable } from '../../src/routing/routes';
import { expect, test } from '../support/fixtures';
import { hostKinds } from '../support/hosts';

// Measured on the build these tests run against: the web server builds dist/ before any test runs,
// so the manifest is read inside the tests, never while the list of tests is being made.
let measured: RouteBundle[] | undefined;
const bundles = () => (measured ??= routeBundles());
const bundleOf = (host: string, path: string) => {
  const found = bundles().find((b) => b.host === host && b.path === path);
  if (!found) throw new Error(`No bundle for ${host} ${path}`);
  return found;
};

test.describe('first-load JavaScript budgets', () => {
  for (const host of hostKinds) {
    for (const route of routeTable(host)) {
      const budget = budgetFor(route.page);
      test(`${host} ${route.path} stays within ${(budget / 1024).toFixed(0)} KB gzip`, () => {
        expect(bundleOf(host, route.path).jsGzip).toBeLessThanOrEqual(budget);
      });
    }
  }

  test('a page without islands loads the page script alone; one with islands, what they need', () => {
    const manifest = readManifest();
    const pageScript = chunkFiles(manifest, ['src/start/pageScript.ts']);
    for (const bundle of bundles()) {
      expect(bundle.files.slice(0, pageScript.length), `${bundle.host} ${bundle.path}`).toEqual(pageScript);
      const islands = bundle.files.length > pageScript.length;
      // Only the pages with something that responds load React: the library, the forms, the badge.
      const route = routeTable(bundle.host).find((r) => r.path === bundle.path);
      const responds = ['find-prompt', 'event', 'tools', 'founding-20'].includes(route?.page ?? '');
      expect(islands, `${bundle.host} ${bundle.path}`).toBe(responds);
    }
  });

  test('the forms (Formik, Yup) load only where there is a form', () => {
    for (const bundle of bundles()) {
      const route = routeTable(bundle.host).find((r) => r.path === bundle.path);
      const hasForm = route?.page === 'event' || route?.page === 'tools';
      expect(
        bundle.files.some((file) => /\/forms-[\w-]+\.js$/.test(file)),
        `${bundle.host} ${bundle.path}`,
      ).toBe(hasForm);
    }
  });

  test('no page loads the backend client (supabase-js) before a visitor starts on a form', () => {
    const backend = readManifest()['src/backend/client.ts']?.file;
    expect(backend).toMatch(/^assets\/backend-[\w-]+\.js$/);
    for (const bundle of bundles())
      expect(bundle.files, `${bundle.host} ${bundle.path}`).not.toContain(backend);
  });

  test('a page starts from a few files, all named in its head so they are asked for at once', () => {
    // Each file is a request on a slow phone, six at a time over HTTP/1.1 (see vite.config.ts).
    for (const bundle of bundles())
      expect(
        bundle.files.length,
        `${bundle.host} ${bundle.path}: ${bundle.files.join(', ')}`,
      ).toBeLessThanOrEqual(12);
  });

  test("no page loads the select menus that come with MUI's TextField", () => {
    // The site's text boxes are built from TextField's parts (src/components/TextInput.tsx): Select,
    // Menu, Popover and Modal would only add weight.
    const withMenus = new Map<string, boolean>();
    const hasMenus = (file: string) => {
      let found = withMenus.get(file);
      if (found === undefined) {
        found = readFileSync(join('dist/client', file), 'utf8').includes('MuiPopover');
        withMenus.set(file, found);
      }
      return found;
    };
    for (const bundle of bundles())
      expect(bundle.files.filter(hasMenus), `${bundle.host} ${bundle.path}`).toEqual([]);
  });

  test('no page loads the notice code before it can show a notice', () => {
    for (const bundle of bundles())
      expect(
        bundle.files.filter((file) => /NoticeHost|notistack/.test(file)),
        `${bundle.host} ${bundle.path}`,
      ).toEqual([]);
  });
});
