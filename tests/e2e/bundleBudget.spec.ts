import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetFor } from '../../scripts/bundle/budgets';
import { readManifest, routeBundles, type RouteBundle } from '../../scripts/bundle/routeBundles';
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

  test('pages without a form do not load the forms', () => {
    // The forms' parts (src/routing/lazyPart.tsx) and what they import, less what every page loads:
    // Formik, Yup, the fields and the forms themselves.
    const manifest = readManifest();
    const shared = new Set(bundleOf('main', '/').files);
    const formCode = ['src/pages/EventForm.tsx', 'src/forms/PartnershipEnquiryForm.tsx']
      .flatMap((part) => [part, ...(manifest[part]?.imports ?? [])])
      .map((key) => manifest[key]?.file ?? `missing ${key}`)
      .filter((file) => !shared.has(file));
    expect(formCode.some((file) => file.includes('SubmissionForm'))).toBe(true);
    for (const page of ['/tools', '/women-love-ai/events/waves-ai'])
      expect(
        bundleOf('main', page).files.some((file) => file.includes('SubmissionForm')),
        page,
      ).toBe(true);
    for (const quiet of bundles().filter((b) => !/\/(tools|events\/.+)$/.test(b.path)))
      for (const file of formCode) expect(quiet.files, `${quiet.host} ${quiet.path}`).not.toContain(file);
  });

  test('no page loads the backend client (supabase-js) before a visitor starts on a form', () => {
    const backend = readManifest()['src/backend/client.ts']?.file;
    expect(backend).toMatch(/^assets\/backend-[\w-]+\.js$/);
    for (const bundle of bundles())
      expect(bundle.files, `${bundle.host} ${bundle.path}`).not.toContain(backend);
  });

  test("the entry's first task evaluates React and the starter's few modules, not the shell", () => {
    // The app starts in steps (src/main.tsx); whatever the entry imports statically is evaluated with
    // it, in one task, before the first step.
    const manifest = readManifest();
    const entryImports = (manifest['index.html']?.imports ?? []).map((key) => manifest[key]?.file ?? key);
    expect(entryImports.length).toBeGreaterThan(0);
    for (const file of entryImports)
      expect(file).toMatch(/^assets\/(react|start|rolldown-runtime)-[\w-]+\.js$/);
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
