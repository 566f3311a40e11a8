import AxeBuilder from '@axe-core/playwright';
import { routeTable } from '../../src/routing/routes';
import { screenshotViewports, viewports } from '../../theme/breakpoints';
import { expect, test, visit } from '../support/fixtures';
import { hostKinds, hostOrigins, unknownPath } from '../support/hosts';

for (const width of screenshotViewports) {
  test.describe(`axe at ${viewports[width].width}px`, () => {
    test.use({ viewport: { width: viewports[width].width, height: viewports[width].height } });
    // axe checks the contrast of every text node; on long pages and a busy machine that takes a while.
    test.describe.configure({ timeout: 60_000 });
    for (const kind of hostKinds) {
      for (const path of [...routeTable(kind).map((r) => r.path), unknownPath]) {
        test(`${kind} ${path} has no violations`, async ({ page }) => {
          await visit(page, `${hostOrigins[kind]}${path}`);
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
            .analyze();
          expect(
            results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          ).toEqual([]);
        });
      }
    }
  });
}
