import type { EventSlug } from './eventSlugs';

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

export type { EventSlug };

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
  /** The picture beside the heading, from theme/art/scenes/: what the page is about. */
  art: SceneArt;
}

/**
 * The pictures of theme/art/scenes/, one per subject, by file name: each page's first screen shows
 * one, and the cards of events, episodes and courses a small copy of theirs.
 */
export type SceneArt =
  | 'home'
  | 'find-prompt'
  | 'about'
  | 'community'
  | 'events'
  | 'founding-20'
  | 'courses'
  | 'tools'
  | 'resources'
  | 'podcast'
  | 'playbook'
  | 'not-found'
  | 'waves-ai'
  | 'women-leading-ai'
  | 'ai-power-circle'
  | 'autumn-retreat'
  | 'ai-influence'
  | 'leadership-labs';

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
  /** Shown under the button to a browser that runs no JavaScript: the form cannot be sent there. */
  needsScript: string;
  /** Shown under the button when the form was sent before the page's app had started: it goes once it has. */
  waiting: string;
}

interface FieldBase extends FieldCopy {
  /** The column of the form's table its answer is stored in, e.g. 'full_name'. */
  column: string;
  /** What the browser may fill in from the visitor's saved details, e.g. 'name', 'email'. */
  autoComplete?: string;
  /** Takes the whole row on wide screens (answers and checkboxes always do). */
  wide?: boolean;
}

/**
 * One field of a form: its words, how it is asked (and so the rule its answer meets, src/forms/rules.ts),
 * its column, and the answer a visitor might give (the stories' filled form and the tests' rows).
 */
export type FieldEntry =
  /** A required line of text, up to 120 characters; `ask` ends 'Please enter …' when it is left empty. */
  | (FieldBase & { kind: 'text'; ask: string; example: string })
  /** A required e-mail address. */
  | (FieldBase & { kind: 'email'; example: string })
  /** A required web address, http or https ('linkedin.com/in/name' is read as https). */
  | (FieldBase & { kind: 'url'; example: string })
  /**
   * A required answer in the visitor's own words, up to 4,000 characters. Answers that share a column
   * share its length, and are stored one after the other, each under its `heading`.
   */
  | (FieldBase & { kind: 'answer'; heading?: string; example: string })
  /** A box to tick, unticked to start with. */
  | (FieldBase & { kind: 'checkbox'; example: boolean });

/** The site's forms. An event record names the one its page carries. */
export type FormName =
  | 'eventRegistration'
  | 'womenLeading'
  | 'retreatApplication'
  | 'boardroomInterest'
  | 'leadershipLabs'
  | 'partnershipEnquiry';

/**
 * One form, whole: where its answers go, its fields in the order it shows them (the first is where
 * focus goes when it is sent empty), and every other word it shows. src/forms/forms.ts makes the form
 * from it: the rules, the values it starts with, the row it sends and its examples.
 */
export interface FormEntry {
  /** Names the form in ids and logs, e.g. 'retreat-application'. Not shown. */
  id: string;
  /** The table its rows go to. */
  table: string;
  /** Each row also names the event whose page shows the form, in `event_name` (the event's `eventName`). */
  keptWithEvent: boolean;
  /** The table refuses a second row from one e-mail address (for one event). */
  onePerEmail: boolean;
  fields: Readonly<Record<string, FieldEntry>>;
  words: Omit<FormCopy<string>, 'fields'>;
}

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

/** One block of an event's programme. */
export interface AgendaItem {
  title: string;
  minutes: number;
  description: string;
}

/** One moment of the evening, at a London wall-clock time of its day: { at: '18:30', label: 'Speed Mentoring' }. */
export interface TimelineEntry {
  /** 'HH:MM', 24-hour; pages show it as '6:30 PM'. */
  at: string;
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

/** How many people an event takes; for a monthly event, at each session. */
export interface EventCapacity {
  places: number;
  /** Who the places are for, where the page names them: 'senior women' ('20 senior women'). */
  who?: string;
}

/** What an event costs. */
export type EventPrice =
  /** Nothing, for the people named ('Free for community members'); any terms follow after a semicolon. */
  | { kind: 'free'; for: string; terms?: string }
  /** A fee that is not published here: the note says how it is shared. */
  | { kind: 'paid'; note: string }
  /** Not decided yet: the note says who hears first. */
  | { kind: 'unannounced'; note: string };

/**
 * One community event, everything about it in one record: its page, its card, its calendar entry, what
 * search engines are told and the applications it takes all follow from here. When it is, how many
 * it takes and what it costs are kept as facts, and src/events/eventText.ts words them for the pages.
 */
export interface EventRecord {
  slug: EventSlug;
  /** The event page's main heading. */
  title: string;
  /** Stored with every application made on its page. */
  eventName: string;
  /** Short label above the heading. */
  kicker: string;
  /** The picture of what the event is, on its page and its card (theme/art/scenes/). */
  art: SceneArt;
  /** One or two sentences that open the page, and describe the event to calendars and search engines. */
  intro: string;
  /** Its card, on the events list and the community page. */
  card: { title: string; description: string };
  /** The events list leads with it, and its card stands out. */
  featured: boolean;
  schedule: EventSchedule;
  /**
   * What an event known only by its month is, e.g. 'Two and a half days': its card shows this where
   * a dated event shows its hours, and without a fixed number of places its page shows it as those.
   */
  format?: string;
  /** Where, as the page and the card say it, e.g. 'Central London'. */
  location: string;
  /** Street-level place name for calendars and search engines. */
  venue: { name: string; locality: string };
  /** Absent while the number is not fixed. */
  capacity?: EventCapacity;
  price: EventPrice;
  /** The form its page carries (content/forms.ts). */
  form: FormName;
  /** The hero's button that scrolls to the form, e.g. 'Register Your Interest'. */
  cta: string;
  /** Ids of the people from content/community.ts who host it. */
  hosts: readonly string[];
  /** Two or three short paragraphs under the hero. */
  about: readonly string[];
  /** Who the event is for, one line each. */
  forWhom: readonly string[];
  agenda: readonly AgendaItem[];
  /** Empty when the event has no evening timeline. */
  timeline: readonly TimelineEntry[];
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

/** A short benefit or feature: a heading and one or two sentences (home and about pages). */
export interface Feature {
  title: string;
  text: string;
  /** Name of the icon the page layer draws for it. */
  icon: 'prompts' | 'guides' | 'trends' | 'free' | 'inbox';
}

/** The founder's note on the about page. */
export interface FounderVision {
  heading: string;
  /** Short paragraphs, first person. */
  paragraphs: readonly string[];
  /** Id of the person in content/community.ts who signs it. */
  signedBy: string;
}

/** A course level; anything but the three known levels gets the neutral badge. */
export type CourseLevel = 'Beginner' | 'Intermediate' | 'Advanced' | (string & Record<never, never>);

export interface Course {
  id: string;
  title: string;
  description: string;
  level: CourseLevel;
  /** e.g. 'Self-paced · about 3 hours'. */
  duration: string;
  /** How many students the instructor has taught, e.g. 5000 (shown as '5,000+'). */
  students: number;
  /** e.g. 'Free'. */
  price: string;
  /** Out of 5, one decimal. */
  rating: number;
  featured: boolean;
  /** The external enrolment page; hidden while empty. */
  enrollUrl: string;
  /** What a student can do after the course, one line each. */
  outcomes: readonly string[];
  /** The modules, in order. */
  modules: readonly { title: string; minutes: number }[];
  instructor: { name: string; role: string; bio: string; portrait: PortraitNumber };
}

/** A recommended tool: one job it does brilliantly. */
export interface PartnerTool {
  name: string;
  /** The tool's own public site. */
  url: string;
  /** What kind of tool, e.g. 'Writing', 'Research'. */
  category: string;
  /** One or two sentences on what it does. */
  description: string;
  /** 'Best for …': the one job we use it for. */
  bestFor: string;
}

/** The podcast itself: the featured block. */
export interface PodcastShow {
  title: string;
  description: string;
  /** The host's name and role. */
  host: string;
  /** Where to listen; links with no address are hidden. */
  listenOn: readonly ExternalLink[];
}

export interface PodcastEpisode {
  id: number;
  title: string;
  description: string;
  guest: { name: string; role: string };
  /** Length in whole minutes. */
  minutes: number;
  /** Release date, ISO (YYYY-MM-DD). */
  date: string;
  featured: boolean;
  /** Where to listen; empty means not released yet ('Coming Soon'). */
  link: string;
}

/** Names of the eight glossary illustrations in theme/art/glossary/. */
export type GlossaryArt =
  'algorithm' | 'data' | 'model' | 'training' | 'prompt' | 'chatbot' | 'bias' | 'deepfake';

export interface GlossaryTerm {
  term: string;
  /** One line a ten-year-old understands. */
  meaning: string;
  art: GlossaryArt;
  /** Describes the illustration for people who cannot see it. */
  artAlt: string;
}

/** The anchors of the playbook's sections, in reading order. */
export type PlaybookSectionId =
  'what-is-ai' | 'how-ai-learns' | 'ai-mistakes' | 'robot-lies' | 'ai-bias' | 'ethical-ai' | 'ai-usage';

/** One card, checklist line or list entry inside a playbook section. */
export interface PlaybookPoint {
  title: string;
  text: string;
  /** A concrete example from daily life. */
  example?: string;
  /** The words before the example, e.g. 'How to spot it'; 'For example' when absent. */
  exampleLabel?: string;
}

export interface PlaybookSection {
  id: PlaybookSectionId;
  heading: string;
  /** Short paragraphs, one idea each. */
  paragraphs: readonly string[];
  /** How the points are drawn: cards side by side, a tick-list or a plain list. */
  pointsStyle: 'cards' | 'checklist' | 'list';
  points: readonly PlaybookPoint[];
  /** A 'Try this' box: one small thing to do with a grown-up or a friend. */
  tryThis?: string;
}

export interface Playbook {
  glossary: { heading: string; intro: string; terms: readonly GlossaryTerm[] };
  sections: readonly PlaybookSection[];
  /** Id of the person in content/community.ts who wrote it, and a note from them. */
  author: { heading: string; personId: string; note: string };
}

/** One block of a resource PDF, drawn in order. */
export type DocBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'table'; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'callout'; title: string; text: string }
  /** A prompt to copy, set in monospace. */
  | { kind: 'prompt'; title: string; text: string }
  /** Lines to write on (templates): each label gets `lines` ruled lines. */
  | { kind: 'fields'; items: readonly { label: string; lines: number }[] }
  /** Tick boxes to print and fill in. */
  | { kind: 'checklist'; items: readonly string[] };

/** The source of one resource PDF; the PDF is generated from it. */
export interface ResourceDocument {
  /** Same as the resource's pdfPath. */
  pdfPath: string;
  /** One or two sentences on the title page under the resource's title. */
  subtitle: string;
  /** 'What's inside' on the title page. */
  inside: readonly string[];
  sections: readonly { heading: string; blocks: readonly DocBlock[] }[];
  /** The closing line on the last page. */
  closing: string;
}
