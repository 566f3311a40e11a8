/**
 * What each level of a component's status needs: the one statement of it, modelled on Primer's
 * component lifecycle and adapted to this site. A level is never typed by hand; `evidence.ts` reads
 * the repository and `status.ts` sets the level from these conditions (docs/design-system.md,
 * "Status").
 *
 * - **Stable**: every condition below holds.
 * - **Needs review**: everything a component is made of still meets Stable (its guidance, states,
 *   contrast and tokens), but evidence that goes stale no longer does: an image approved for other
 *   bytes than those on disk, a story with no approved image, a failed accessibility check, a prop
 *   the docs do not describe. It was Stable as of its last sign-off, and is no longer proven so.
 * - **Beta**: its guidance, sign-off and accessibility hold; something Stable asks for is missing.
 * - **Draft**: it has a story file and guidance beside it, and less than Beta.
 */

export type Level = 'Stable' | 'Needs review' | 'Beta' | 'Draft';

/** The levels from the most settled down, as the Status page sorts and filters them. */
export const LEVELS: readonly Level[] = ['Stable', 'Needs review', 'Beta', 'Draft'];

export type Condition = 'guidance' | 'images' | 'axe' | 'states' | 'hosts' | 'contrast' | 'props' | 'tokens';

export interface Criterion {
  condition: Condition;
  /** The lowest level that needs it. */
  level: 'Beta' | 'Stable';
  /** What it asks, as the Status page and a component's page say it. */
  asks: string;
  /** Evidence that goes stale by itself when the component changes: losing it asks for a review. */
  stale: boolean;
}

export const CRITERIA: readonly Criterion[] = [
  {
    condition: 'guidance',
    level: 'Beta',
    asks: 'Guidance covers when to use it and when not, content, states, accessibility (keyboard, screen reader, contrast)',
    stale: false,
  },
  {
    condition: 'images',
    level: 'Beta',
    asks:
      'Every story’s image at each width it is shot at (390 and 1440 px) is approved by a named designer, ' +
      'for exactly the bytes on disk, with no change awaiting review',
    stale: true,
  },
  {
    condition: 'axe',
    level: 'Beta',
    asks: 'Every story is checked with axe (its accessibility test is not turned off) and the last check found nothing',
    stale: true,
  },
  {
    condition: 'states',
    level: 'Stable',
    asks: 'Every state the guidance names has a story that shows it',
    stale: false,
  },
  {
    condition: 'hosts',
    level: 'Stable',
    asks:
      'Where it differs between the hosts (its stories read the host), a story shows it on the community ' +
      'host too, so both hosts’ images are approved',
    stale: false,
  },
  {
    condition: 'contrast',
    level: 'Stable',
    asks: 'Every text in every drawing of its stories meets WCAG AA (4.5:1, 3:1 for large text)',
    stale: false,
  },
  {
    condition: 'props',
    level: 'Stable',
    asks: 'Every prop is described: a comment in its props type (the props table shows it) or a mention in the guidance',
    stale: true,
  },
  {
    condition: 'tokens',
    level: 'Stable',
    asks: 'Its file uses the theme’s tokens only: no colour and no spacing written out',
    stale: false,
  },
];

/** What a level still needs, in one line: the first three things, and how many more. */
export function briefly(missing: readonly string[]): string {
  const more = missing.length > 3 ? `; and ${missing.length - 3} more` : '';
  return `${missing.slice(0, 3).join('; ')}${more}`;
}
