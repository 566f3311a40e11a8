/**
 * The guidance every component's Docs page carries, in the order a designer reads it (the template
 * GOV.UK's and Paste's design systems use): what it is for, when to use it and when not, what may
 * go in it, the states it has, how it works for keyboard and screen-reader users, and how settled
 * it is. A story file gives it as `parameters.guidance`; DocsPage.tsx lays it out, and a unit test
 * (tests/e2e/storybookDocs.spec.ts) fails while any section is missing.
 */

export type Status = 'Stable' | 'Beta' | 'Internal';

export interface Guidance {
  /** Situations it is the right choice for, each a sentence. */
  use: string[];
  /** Situations it is not, each naming what to use instead. */
  avoid: { when: string; instead: string }[];
  /** Rules for the words, images and numbers it carries. */
  content: string[];
  /** Each state it can be in (default, hover, focus, open, empty, error, loading…) and how it looks. */
  states: { name: string; looks: string }[];
  accessibility: {
    /** What each key does, or that it holds nothing to focus. */
    keyboard: string;
    /** What a screen reader announces. */
    screenReader: string;
    /** The contrast of its text and controls against their surface. */
    contrast: string;
  };
  status: { level: Status; note: string };
  /** Notes for engineers (props that are wiring, performance, how it loads): shown last, under their own heading. */
  engineering?: string[];
}

/** The headings of the template, in order. */
export const guidanceSections = [
  'Purpose',
  'When to use',
  'When not to use',
  'Content',
  'States',
  'Accessibility',
  'Status',
] as const;

/** The host story parameter: whether a story looks different on the community host. */
export type HostRelevance =
  /** The story reads the host (links, navigation, copy change): the Host toolbar switches it. */
  | 'varies'
  /** The story looks the same on both hosts: the Host toolbar says so and does nothing. */
  | 'same'
  /** The component is shown on one host only. */
  | { only: 'main' | 'community'; note: string };
