/**
 * A component's status, computed from its evidence (evidence.ts) against the criteria
 * (criteria.ts): its level, each condition met or not with the evidence behind it, and what is
 * missing for the next level. `npm run status` prints it; Storybook shows it on each component's
 * page and on the Status page, from the same function, as it builds.
 */
import { CRITERIA, type Condition, type Level } from './criteria.ts';
import { componentEvidence, componentStoryFiles, type ComponentEvidence, type Reading } from './evidence.ts';

export interface ConditionResult {
  condition: Condition;
  met: boolean;
  /** What the evidence shows, in a designer's words. */
  shows: string;
  /** What stands in the way, one line each (empty when met). */
  missing: string[];
}

export interface ComponentStatus {
  name: string;
  title: string;
  /** Its Docs page in Storybook: `?path=/docs/<docsId>--docs`. */
  docsId: string;
  storyFile: string;
  /** Its stories' ids, for the Sign-off panel beside each story. */
  storyIds: string[];
  level: Level;
  /** What the next level needs (for Needs review: what brings it back to Stable). */
  next: { level: Level; missing: string[] } | undefined;
  conditions: ConditionResult[];
  /** Each story's images and who approved them: the evidence a component's page lists. */
  images: {
    story: string;
    image: string;
    width: number;
    approved?: { by: string; at: string };
    problem?: string;
  }[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function judge(evidence: ComponentEvidence): ConditionResult[] {
  const { guidance, stories, states, props, rawValues, hosts } = evidence;
  const images = stories.flatMap((story) => story.images.map((image) => ({ story: story.name, ...image })));
  const unapproved = images.filter((image) => !image.approved);
  const axeOff = stories.filter((story) => story.axeOff);
  const axeFailed = stories.filter((story) => story.check === 'axe');
  const checked = stories.filter((story) => story.check);
  const uncovered = states.filter((state) => !state.stories.length);
  const low = images.filter((image) => image.belowAA);
  const undescribed = props.filter((prop) => !prop.described);
  const results: Record<Condition, Omit<ConditionResult, 'condition'>> = {
    guidance: {
      met: !guidance.problem,
      shows: guidance.problem
        ? `Guidance strays from the template: ${guidance.problem}`
        : 'Guidance complete',
      missing: guidance.problem ? [`Guidance: ${guidance.problem}`] : [],
    },
    images: {
      met: images.length > 0 && unapproved.length === 0,
      shows: `${images.length - unapproved.length} of ${plural(images.length, 'image')} approved for the bytes on disk`,
      missing: images.length
        ? unapproved.map((image) => `${image.story} at ${image.width} px: ${image.problem ?? 'not approved'}`)
        : ['No story is screenshot'],
    },
    axe: {
      met: axeOff.length === 0 && axeFailed.length === 0,
      shows: axeOff.length
        ? `axe is turned off for ${plural(axeOff.length, 'story', 'stories')}`
        : checked.length
          ? `axe: ${checked.length - axeFailed.length} of ${plural(checked.length, 'story', 'stories')} clean in the last check`
          : 'axe runs on every story (no check has run here yet)',
      missing: [
        ...axeOff.map((story) => `${story.name}: its accessibility test is turned off`),
        ...axeFailed.map((story) => `${story.name}: axe found a violation in the last check`),
      ],
    },
    states: {
      met: uncovered.length === 0,
      shows: `${states.length - uncovered.length} of ${plural(states.length, 'state')} the guidance names have a story`,
      missing: uncovered.map((state) => `State “${state.name}” has no story`),
    },
    hosts: {
      met: !hosts.varies || hosts.community.length > 0,
      shows: !hosts.varies
        ? 'Looks the same on both hosts, or is on one only'
        : hosts.community.length
          ? `Differs between the hosts: shown on the community host by ${hosts.community.join(', ')}`
          : 'Differs between the hosts: no story shows the community host',
      missing: hosts.varies && !hosts.community.length ? ['No story shows it on the community host'] : [],
    },
    contrast: {
      met: low.length === 0,
      shows: low.length
        ? `${plural(low.length, 'image')} with text below AA`
        : `Every text AA in ${plural(images.filter((i) => !i.problem?.startsWith('no ')).length, 'drawing')}`,
      missing: low.map(
        (image) =>
          `${image.story} at ${image.width} px: ${plural(image.belowAA?.texts ?? 0, 'text')} below AA ` +
          `(lowest ${image.belowAA?.lowest}:1)`,
      ),
    },
    props: {
      met: undescribed.length === 0,
      shows: `${props.length - undescribed.length} of ${plural(props.length, 'prop')} described`,
      missing: undescribed.map((prop) => `Prop \`${prop.name}\` is described nowhere`),
    },
    tokens: {
      met: rawValues.length === 0,
      shows: rawValues.length
        ? `${plural(rawValues.length, 'value')} written out in ${evidence.sourceFile ?? 'its file'}`
        : 'Tokens only',
      missing: rawValues.map((line) => `${evidence.sourceFile}:${line}`),
    },
  };
  return CRITERIA.map(({ condition }) => ({ condition, ...results[condition] }));
}

/** The level the conditions earn. */
export function levelOf(conditions: ConditionResult[]): Level {
  const met = (test: (c: (typeof CRITERIA)[number]) => boolean) =>
    CRITERIA.filter(test).every((c) => conditions.find((r) => r.condition === c.condition)?.met);
  if (met(() => true)) return 'Stable';
  if (met((c) => !c.stale)) return 'Needs review';
  if (met((c) => c.level === 'Beta')) return 'Beta';
  return 'Draft';
}

/** What the next level asks that is missing. */
function nextOf(level: Level, conditions: ConditionResult[]): ComponentStatus['next'] {
  if (level === 'Stable') return undefined;
  const target: Level = level === 'Draft' ? 'Beta' : 'Stable';
  const wanted = CRITERIA.filter((c) => target === 'Stable' || c.level === 'Beta').map((c) => c.condition);
  return {
    level: target,
    missing: conditions.filter((c) => wanted.includes(c.condition)).flatMap((c) => c.missing),
  };
}

export function statusOf(evidence: ComponentEvidence): ComponentStatus {
  const conditions = judge(evidence);
  const level = levelOf(conditions);
  return {
    name: evidence.name,
    title: evidence.title,
    docsId: evidence.docsId,
    storyFile: evidence.storyFile,
    storyIds: evidence.stories.map((story) => story.id),
    level,
    next: nextOf(level, conditions),
    conditions,
    images: evidence.stories.flatMap((story) =>
      story.images.map(({ image, width, approved, problem }) => ({
        story: story.name,
        image,
        width,
        ...(approved ? { approved } : {}),
        ...(problem ? { problem } : {}),
      })),
    ),
  };
}

/** Every component's status, as the repository's evidence has it now. */
export function componentStatuses(reading: Reading = {}): ComponentStatus[] {
  return componentStoryFiles().map((file) => statusOf(componentEvidence(file, reading)));
}
