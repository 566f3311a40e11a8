import { events } from '../../content/events';
import { pages } from '../../content/pages';
import { site } from '../../content/site';
import { routeTable, type RouteDef } from '../../src/routing/routes';
import { expect, test, visit } from '../support/fixtures';
import { hostKinds, hostOrigins, unknownPath } from '../support/hosts';

const headingOf = (route: RouteDef): string =>
  route.page === 'event' && route.event
    ? events[route.event].title
    : pages[route.page as keyof typeof pages].heading;

for (const kind of hostKinds) {
  test.describe(`${kind} host`, () => {
    for (const route of routeTable(kind)) {
      test(`${route.path} shows its page`, async ({
        page,
        consoleErrors,
        blockedRequests,
        cspViolations,
      }) => {
        await visit(page, `${hostOrigins[kind]}${route.path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(route));
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('© 2025');
        // Each host signs its titles with its own name.
        await expect(page).toHaveTitle(
          new RegExp(`· ${kind === 'community' ? site.communityName : site.name}$`),
        );
        expect(consoleErrors).toEqual([]);
        expect(blockedRequests).toEqual([]);
        expect(cspViolations).toEqual([]);
      });
    }

    test('an unknown path shows the 404 page and logs the path', async ({ page, consoleErrors }) => {
      await visit(page, `${hostOrigins[kind]}${unknownPath}`);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
      expect(consoleErrors.some((e) => e.includes(unknownPath))).toBe(true);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(`${hostOrigins[kind]}/`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found');
    });
  });
}
