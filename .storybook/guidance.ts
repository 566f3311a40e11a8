/**
 * The guidance every component's Docs page carries, in the order a designer reads it (the template
 * GOV.UK's and Paste's design systems use): what it is for, when to use it and when not, what may
 * go in it, the states it has, how it works for keyboard and screen-reader users, and how settled
 * it is.
 *
 * Each story file has its guidance beside it as Markdown, `Name.guidance.md`, written as the Docs
 * page reads: a `##` heading for each section, a bullet for each point. `readGuidance` turns it into
 * the parts DocsPage.tsx lays out, and tells where a file strays from the template;
 * tests/unit/storyGuidance.test.ts holds every story file to it.
 */

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
  /**
   * A note on how the component is used or why it is not settled yet. Its level is never written
   * here: it is computed from its evidence (scripts/status/) and shown beside the note.
   */
  status: { note: string };
  /** Notes for engineers (props that are wiring, performance, how it loads): shown last, under their own heading. */
  engineering?: string[];
}

/** The headings of the template on the Docs page, in order (Purpose is the component's own description). */
export const guidanceSections = [
  'Purpose',
  'When to use',
  'When not to use',
  'Content',
  'States',
  'Accessibility',
  'Status',
] as const;

/** The `##` headings a guidance file has, in this order; only the engineering notes may be left out. */
const fileSections = [...guidanceSections.slice(1), 'Engineering notes'] as const;
type FileSection = (typeof fileSections)[number];

/** `**Label:** text` (or `**Label.** text`, for the status), split. */
function labelled(item: string, mark: ':' | '.'): { label: string; text: string } | undefined {
  const match = new RegExp(`^\\*\\*(.+?)\\${mark}\\*\\* (.+)$`).exec(item);
  return match ? { label: match[1] ?? '', text: (match[2] ?? '').trim() } : undefined;
}

/**
 * The guidance a Markdown file gives, or the first place it strays from the template: a section
 * missing, out of order or empty, a "when not to use" without its "**Instead:**", a state or an
 * accessibility point without its bold label, a status that writes a level (it is computed).
 */
export function readGuidance(markdown: string): Guidance {
  const sections = new Map<FileSection, string[]>();
  let current: string[] | undefined;
  for (const [index, raw] of markdown.split('\n').entries()) {
    const line = raw.trimEnd();
    const where = `line ${index + 1}`;
    if (line.startsWith('# ') || line === '') continue;
    if (line.startsWith('## ')) {
      const heading = line.slice(3).trim() as FileSection;
      const order = fileSections.indexOf(heading);
      if (order < 0) throw new Error(`${where}: "${heading}" is not a section of the template`);
      const last = fileSections.indexOf([...sections.keys()].at(-1) ?? fileSections[0]);
      if (sections.has(heading) || (sections.size > 0 && order <= last)) {
        throw new Error(`${where}: "${heading}" is out of order (${fileSections.join(', ')})`);
      }
      current = [];
      sections.set(heading, current);
    } else if (!current) {
      throw new Error(`${where}: text before the first section`);
    } else if (line.startsWith('- ')) {
      current.push(line.slice(2).trim());
    } else if (/^\s/.test(raw) && current.length > 0) {
      // A bullet carried onto the next line.
      current[current.length - 1] += ` ${line.trim()}`;
    } else {
      current.push(line.trim());
    }
  }

  const items = (heading: FileSection): string[] => {
    const found = sections.get(heading);
    if (!found?.length) throw new Error(`the section "${heading}" is missing or empty`);
    return found;
  };
  const split = (heading: FileSection, item: string, mark: ':' | '.') => {
    const parts = labelled(item, mark);
    if (!parts) throw new Error(`"${heading}": "${item.slice(0, 40)}…" does not start with a bold label`);
    return parts;
  };

  const avoid = items('When not to use').map((item) => {
    const [when, instead, ...rest] = item.split(' **Instead:** ');
    if (!when || !instead || rest.length > 0) {
      throw new Error(`"When not to use": "${item.slice(0, 40)}…" needs one "**Instead:**" and what to use`);
    }
    return { when: when.trim(), instead: instead.trim() };
  });

  const accessibility = new Map(
    items('Accessibility').map((item) => {
      const { label, text } = split('Accessibility', item, ':');
      return [label, text] as const;
    }),
  );
  const point = (label: string) => {
    const text = accessibility.get(label);
    if (!text) throw new Error(`"Accessibility" needs a "**${label}:**" point`);
    return text;
  };
  if (accessibility.size !== 3)
    throw new Error('"Accessibility" has Keyboard, Screen reader and Contrast, no more');

  const [statusLine = '', ...moreStatus] = items('Status');
  if (moreStatus.length > 0) throw new Error('"Status" is one line: a note');
  if (/^\*\*[^*]+\.\*\*/.test(statusLine))
    throw new Error(
      '"Status" is a note only: the level is computed from the evidence (npm run status), never written',
    );

  const engineering = sections.get('Engineering notes');
  return {
    use: items('When to use'),
    avoid,
    content: items('Content'),
    states: items('States').map((item) => {
      const { label, text } = split('States', item, ':');
      return { name: label, looks: text };
    }),
    accessibility: {
      keyboard: point('Keyboard'),
      screenReader: point('Screen reader'),
      contrast: point('Contrast'),
    },
    status: { note: statusLine },
    ...(engineering ? { engineering } : {}),
  };
}

/** The guidance file that goes with a story file: `Name.stories.tsx` → `Name.guidance.md`. */
export const guidanceFileOf = (storyFile: string): string =>
  storyFile.replace(/\.stories\.tsx?$/, '.guidance.md');

/** The host story parameter: whether a story looks different on the community host. */
export type HostRelevance =
  /** The story reads the host (links, navigation, copy change): the Host toolbar switches it. */
  | 'varies'
  /** The story looks the same on both hosts: the Host toolbar says so and does nothing. */
  | 'same'
  /** The component is shown on that host only; its guidance's Status says on which page. */
  | 'main-only'
  | 'community-only';

/** The host a component is shown on alone, or nothing when it is on both. */
export const onlyHost = (host: HostRelevance | undefined): 'main' | 'community' | undefined =>
  host === 'main-only' ? 'main' : host === 'community-only' ? 'community' : undefined;
