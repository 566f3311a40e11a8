import type { RouteDef } from '../../src/routing/routes';

/**
 * First-load JavaScript budgets, gzipped bytes, checked on every `npm test` against the real build.
 * They hold today's sizes with a little room, so growth is a decision rather than an accident; the
 * goal for the home page is 120 KB (see the README's Performance section).
 */
export const jsBudgets: Record<'home' | 'page' | 'find-prompt' | 'event', number> = {
  home: 153 * 1024,
  // The events' dates (their schedules, the phases, the status lines and the two event lists) added 3–4 KB.
  page: 167 * 1024,
  'find-prompt': 197 * 1024,
  /**
   * An event page: its schedule, hosts and portraits. Its form (Formik, Yup, the fields) is not
   * counted: the page starts without it and the form hydrates when it is in; supabase-js comes
   * once a visitor starts on the form.
   */
  event: 176 * 1024,
};

export function budgetFor(page: RouteDef['page']): number {
  if (page === 'home') return jsBudgets.home;
  if (page === 'find-prompt') return jsBudgets['find-prompt'];
  if (page === 'event') return jsBudgets.event;
  return jsBudgets.page;
}
