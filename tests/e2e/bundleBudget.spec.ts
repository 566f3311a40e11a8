import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetFor } from '../../scripts/bundle/budgets';
import {
  partEntries,
  partFiles,
  readManifest,
  routeBundles,
  type RouteBundle,
} from '../../scripts/bundle/routeBundles';
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

  test('no page waits for a form before it starts: the forms come after', () => {
    // The forms' parts (src/routing/lazyPart.tsx), and the forms' own chunk, with Formik and Yup (the
    // text box goes with the prompt library's search too).
    // The app asks for them as it hydrates the page, and each form hydrates when its code is in.
    const manifest = readManifest();
    const entries = partEntries(manifest).map((path) => path.slice(1));
    const formCode = partFiles(manifest)
      .map((path) => path.slice(1))
      .filter((file) => /[/]forms-/.test(file));
    expect(entries.length).toBeGreaterThan(1);
    expect(formCode).toHaveLength(1);
    for (const bundle of bundles())
      for (const file of [...entries, ...formCode])
        expect(bundle.files, `${bundle.host} ${bundle.path}`).not.toContain(file);
  });

  test('no page loads the backend client (supabase-js) before a visitor starts on a form', () => {
    const backend = readManifest()['src/backend/client.ts']?.file;
    expect(backend).toMatch(/^assets\/backend-[\w-]+\.js$/);
    for (const bundle of bundles())
      expect(bundle.files, `${bundle.host} ${bundle.path}`).not.toContain(backend);
  });

  test('a page starts from a few files: the app in one, the page and what it shares in a few more', () => {
    // Each file is a round trip on a slow phone, six at a time over HTTP/1.1 (see vite.config.ts).
    const manifest = readManifest();
    const entryImports = (manifest['index.html']?.imports ?? []).map((key) => manifest[key]?.file ?? key);
    expect(entryImports.filter((file) => /^assets\/app-[\w-]+\.js$/.test(file))).toHaveLength(1);
    for (const file of entryImports) expect(file).toMatch(/^assets\/(app|rolldown-runtime)-[\w-]+\.js$/);
    for (const bundle of bundles())
      expect(
        bundle.files.length,
        `${bundle.host} ${bundle.path}: ${bundle.files.join(', ')}`,
      ).toBeLessThanOrEqual(12);
  });

  test("no page loads the select menus that come with MUI's TextField", () => {
    // The site's text boxes are built from TextField's parts (src/components/TextBox.tsx): Select,
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
