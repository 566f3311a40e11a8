import { screens, type RouteDef } from '../../../src/routing/routes';

/** The usual budget, for a screen whose entry in content/pages.ts names none: a page without islands. */
const usualBudgetKB = 15;

/**
 * A screen's budget in gzipped bytes: the JavaScript a first visit downloads before the page responds
 * (the scripts the page names, its islands included), checked on every `npm test` against the real
 * build. Budgets hold today's sizes with a little room, so growth is a decision rather than an
 * accident (docs/performance.md).
 */
export function budgetFor(page: RouteDef['page']): number {
  const entry = screens.find((screen) => screen.page === page);
  if (!entry) throw new Error(`No screen ${page}`);
  return (entry.budgetKB ?? usualBudgetKB) * 1024;
}
