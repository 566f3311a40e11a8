export interface JsonLdProps {
  /**
   * What search engines are told about the page, as a schema.org object, e.g.
   * { '@type': 'Event', name: 'Waves & AI: Summer Boat Party', startDate: '2025-08-29T18:00:00+01:00' }.
   */
  data: Record<string, unknown>;
}

/**
 * A description of the page for search engines (who publishes the site, or an event's date and place).
 * It draws nothing on screen: visitors never see it.
 */
export function JsonLd({ data }: JsonLdProps) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json">{json}</script>;
}
