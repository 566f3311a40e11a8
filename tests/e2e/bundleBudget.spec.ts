import { budgetFor } from '../../scripts/bundle/budgets';
import { routeBundles, type RouteBundle } from '../../scripts/bundle/routeBundles';
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

  test('pages without a form do not load the forms and the backend client', () => {
    // The chunk named after the forms' submitters carries Formik, Yup and supabase-js.
    const formCode = bundleOf('main', '/tools').files.filter((file) => file.includes('Submitters'));
    expect(formCode.length).toBeGreaterThan(0);
    for (const quiet of bundles().filter((b) => !/\/(tools|events\/.+)$/.test(b.path)))
      for (const file of formCode) expect(quiet.files, `${quiet.host} ${quiet.path}`).not.toContain(file);
  });

  test('no page loads the notice code before it can show a notice', () => {
    for (const bundle of bundles())
      expect(
        bundle.files.filter((file) => /NoticeHost|notistack/.test(file)),
        `${bundle.host} ${bundle.path}`,
      ).toEqual([]);
  });
});
