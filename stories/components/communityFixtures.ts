import { joinReasons, people } from '../../content/community';
import { eventRecords } from '../../content/events';
import { site } from '../../content/site';
import type { EventSlug, JoinReason, Person } from '../../content/types';
import { eventCardText, type EventCardText } from '../../src/events/eventText';
import type { HostInfo } from '../../src/routing/host';

/** The main host, as the preview's host toolbar sets it by default. */
export const mainHost: HostInfo = { kind: 'main', origins: site.origins };

/** A person from content/community.ts by id ('organiser', 'cohost'). */
export function person(id: string): Person {
  const found = people[id];
  if (!found) throw new Error(`No person '${id}' in content/community.ts`);
  return found;
}

/** A reason to join from content/community.ts, by its icon's name. */
export function joinReason(icon: JoinReason['icon']): JoinReason {
  const found = joinReasons.find((reason) => reason.icon === icon);
  if (!found) throw new Error(`No reason to join with the icon '${icon}' in content/community.ts`);
  return found;
}

/** An event's card as the events list shows it, from its record in content/events.ts. */
export function eventCard(slug: EventSlug): EventCardText & { featured: boolean } {
  const event = eventRecords[slug];
  return { ...eventCardText(event), featured: event.featured };
}

/**
 * SAMPLE MEMBER for the member card's stories: fictional, in the voice of the Founding 20
 * (the real members live in content/founding20.ts).
 */
export const sampleMember = {
  name: 'Priya Raman',
  role: 'Head of Data Science',
  company: 'Northlight Health',
  quote:
    'I came for the prompts and stayed for the women. Every meetup ends with a new idea and a new friend.',
  profileUrl: 'https://www.linkedin.com/in/priya-raman-sample/',
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The accessible name of a profile link, 'LinkedIn: Imogen Hartwell (opens in a new tab)'. The
 * name's hidden part is its own span, which testing-library's name computation sets off with a space.
 */
export const profileLinkName = (label: string, name: string) =>
  new RegExp(`^${escapeRegExp(label)}\\s+profile of ${escapeRegExp(name)} \\(opens in a new tab\\)$`);
