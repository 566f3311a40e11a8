/**
 * Every event's slug, in the order the site lists their pages and the sitemap names them. It is the
 * index of content/events.ts, whose records TypeScript holds to it (one record for each slug, no
 * more): adding an event is its slug here and its record there. Kept apart from the records so that
 * the route tables, which every page loads, carry six words and not the events' texts.
 */
export const eventSlugs = [
  'autumn-retreat',
  'ai-influence',
  'leadership-labs',
  'waves-ai',
  'women-leading-ai',
  'ai-power-circle',
] as const;

export type EventSlug = (typeof eventSlugs)[number];
