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
