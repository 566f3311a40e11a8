import type { RouteDef } from '../../src/routing/routes';

/**
 * First-load JavaScript budgets, gzipped bytes, checked on every `npm test` against the real build.
 * They hold today's sizes with a little room, so growth is a decision rather than an accident; the
 * goal for the home page is 120 KB (see the README's Performance section).
 */
export const jsBudgets: Record<'home' | 'page' | 'find-prompt' | 'event', number> = {
  // Fewer, larger files (one for the app, one for what a set of pages shares) cost the home page 4 KB,
  // Founding 20 12 KB and the prompt library 7 KB of code they do not run, and save each page 10–20
  // round trips; the event pages came out 3 KB lighter.
  home: 156 * 1024,
  page: 173 * 1024,
  'find-prompt': 204 * 1024,
  /**
   * An event page: its schedule, hosts and portraits. Its form (Formik, Yup, the fields) is not
   * counted: the page starts without it and the form hydrates when it is in; supabase-js comes
   * once a visitor starts on the form.
   */
  event: 171 * 1024,
};

export function budgetFor(page: RouteDef['page']): number {
  if (page === 'home') return jsBudgets.home;
  if (page === 'find-prompt') return jsBudgets['find-prompt'];
  if (page === 'event') return jsBudgets.event;
  return jsBudgets.page;
}
