/** Types of the site's content, declared once; pages and tests import them from here. */

export type ResourceType = 'Guide' | 'Template' | 'Tools' | 'Analysis';

/** Names of the icons a resource may carry; the page layer turns them into pictures. */
export type ResourceIconName = 'guide' | 'template' | 'tools' | 'analysis' | 'linkedin' | 'prompts';

export interface Resource {
  title: string;
  description: string;
  type: ResourceType;
  icon: ResourceIconName;
  /** File name in the public storage bucket `resources`. */
  pdfPath: string;
}

/** An address the organiser must confirm before launch is marked `placeholder: true`. */
export interface ExternalLink {
  label: string;
  /** Empty when not configured: the link is then hidden rather than dead. */
  url: string;
  placeholder?: boolean;
}

export type EventSlug =
  'autumn-retreat' | 'ai-influence' | 'leadership-labs' | 'waves-ai' | 'women-leading-ai' | 'ai-power-circle';

export interface EventBasics {
  slug: EventSlug;
  /** The event page's main heading. */
  title: string;
  /** Short label above the heading. */
  kicker: string;
  /** One or two sentences that open the page. */
  intro: string;
  when: string;
  time?: string;
  location: string;
  capacity: string;
  /** Stored with every application made on this page. */
  eventName: string;
}

export interface PageCopy {
  /** Text of the page's h1. */
  heading: string;
  /** Small label above the heading. */
  eyebrow?: string;
  /** The opening paragraph under the heading. */
  intro: string;
  /** The document title (the site name is appended). */
  title: string;
  /** Meta description for search and link previews. */
  description: string;
}

/** A form field's words: its label and, where it helps, a hint shown under it. */
export interface FieldCopy {
  label: string;
  hint?: string;
}

/** A notice: a short title and, where it helps, one sentence more. */
export interface NoticeCopy {
  title: string;
  description?: string;
}

/** Every word a form shows, from its heading to what happens after it is sent. */
export interface FormCopy<Field extends string> {
  heading: string;
  intro: string;
  fields: Record<Field, FieldCopy>;
  submitLabel: string;
  /** The button's label while the form is being sent. */
  submittingLabel: string;
  success: NoticeCopy;
  /** Shown in the form itself after success, where it stays after the notice has gone. */
  successInline: string;
  /** The backend refused or failed the submission. */
  failure: NoticeCopy;
  /** The submission never got an answer, or broke in the browser. */
  unexpected: NoticeCopy;
  /** This e-mail has already applied to this event: kind, not an error. */
  duplicate: NoticeCopy;
  /** One line under the form: what is stored and why. */
  privacy: string;
}

export type EventRegistrationField =
  'fullName' | 'jobTitle' | 'company' | 'linkedinUrl' | 'email' | 'whyAttend' | 'leadSession';
export type RetreatApplicationField =
  'fullName' | 'jobTitle' | 'company' | 'email' | 'linkedinUrl' | 'whyApply';
export type LeadershipLabsField =
  'fullName' | 'jobTitle' | 'company' | 'email' | 'linkedinUrl' | 'currentGoals';
export type PartnershipEnquiryField = 'name' | 'company' | 'email' | 'message';
export type WomenLeadingField =
  'fullName' | 'jobTitle' | 'company' | 'email' | 'linkedinUrl' | 'whyInterested' | 'currentChallenges';

/** The six categories a prompt belongs to, in the order the library lists them. */
export const promptCategories = [
  'Marketing',
  'Strategy',
  'Personal Development',
  'Productivity',
  'UX Research',
  'Sales',
] as const;
export type PromptCategory = (typeof promptCategories)[number];

/** The nine tags visitors filter by (the row of buttons adds 'All' in front). */
export const promptTags = [
  'Content Creation',
  'Business Strategy',
  'Innovation',
  'Entrepreneurship',
  'Learning',
  'Email Marketing',
  'UX Research',
  'Personal Branding',
  'LinkedIn',
] as const;
export type PromptTag = (typeof promptTags)[number];

/** One ready-to-paste prompt in the library. */
export interface Prompt {
  /** 1 to 106, unique; the library lists prompts in this order. */
  id: number;
  /** Says what the prompt produces. */
  title: string;
  /** Says when to use it. */
  description: string;
  /** The text the visitor copies; what to fill in is in [square brackets] or a run of underscores. */
  prompt: string;
  category: PromptCategory;
  /** One to three of the nine tags. */
  tags: readonly PromptTag[];
}

/** A sample person's picture: one of the site's five original portraits (1–5), reused across people. */
export type PortraitNumber = 1 | 2 | 3 | 4 | 5;

/** Someone who runs the community or an event (sample people until the organiser replaces them). */
export interface Person {
  id: string;
  name: string;
  /** Their role in the community, e.g. 'Founder & organiser'. */
  role: string;
  /** Two or three sentences, written in the third person. */
  bio: string;
  portrait: PortraitNumber;
  /** Their professional profile; hidden while empty. */
  profile: ExternalLink;
}

/** One reason to join, with the name of the icon that illustrates it. */
export interface JoinReason {
  title: string;
  text: string;
  icon: 'events' | 'mentoring' | 'learning' | 'visibility' | 'network' | 'confidence';
}

/** An event card: the community page shows four, the events list one per event. */
export interface EventCard {
  id: EventSlug;
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  spots: string;
  featured: boolean;
}

/** One block of an event's programme. */
export interface AgendaItem {
  title: string;
  minutes: number;
  description: string;
}

/** One moment of the evening, e.g. { time: '6:30 PM', label: 'Speed Mentoring' }. */
export interface TimelineEntry {
  time: string;
  label: string;
}

/**
 * When an event happens, for calendars: local London wall-clock times, ISO style without an offset
 * ('2025-08-29T18:00'); a monthly event repeats on the given weekday of each month.
 */
export interface EventSchedule {
  start: string;
  end: string;
  /** e.g. { weekday: 'TH', week: 3 }: the third Thursday of every month. */
  monthly?: { weekday: 'MO' | 'TU' | 'WE' | 'TH' | 'FR'; week: 1 | 2 | 3 | 4 };
  /** True when only the month is known: calendars get an all-day placeholder and the page says "dates to be confirmed". */
  tentative?: boolean;
}

/** Everything an event page shows beyond its basics. */
export interface EventDetails {
  slug: EventSlug;
  /** Two or three short paragraphs under the hero. */
  about: readonly string[];
  /** Who the event is for, one line each. */
  forWhom: readonly string[];
  agenda: readonly AgendaItem[];
  /** Empty when the event has no evening timeline. */
  timeline: readonly TimelineEntry[];
  /** Price or cost note, e.g. 'Free for community members'. */
  price: string;
  /** The hero's button that scrolls to the form, e.g. 'Register Your Interest'. */
  cta: string;
  /** Ids of the people from content/community.ts who host it. */
  hosts: readonly string[];
  schedule: EventSchedule;
  /** Street-level place name for calendars and search engines. */
  venue: { name: string; locality: string };
}

/** One of the Founding 20 (sample people until the organiser replaces them). */
export interface FoundingMember {
  /** 1 to 20. */
  id: number;
  name: string;
  role: string;
  company: string;
  quote: string;
  linkedinUrl: string;
  /** Which of the five portraits; absent shows the initials. */
  image?: PortraitNumber;
}
