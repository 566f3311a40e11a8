/**
 * Each story's sign-off, for the "Sign-off" panel in Storybook: who approved its screenshots, when,
 * with what note, and whether the image the suite compares with is still the approved one.
 *
 * Storybook's config reads it in Node when it loads and writes it as JSON into a folder Storybook
 * serves, so designers see it beside the story without a server of ours.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { viewports } from '../../../theme/breakpoints.ts';
import { drawingFile, readDrawing } from '../capture/drawing.ts';
import { decisionIdsOf, decisionsOf, readDecisionVerdicts } from './decisions.ts';
import {
  baselinePath,
  changeFiles,
  hashFile,
  listBaselines,
  readChanges,
  readSignoff,
  REVIEW_DIR,
  type Change,
  type Verdict,
  type Width,
} from '../record.ts';

/**
 * approved: the baseline is the image a designer approved, and the last run found it unchanged.
 * changed: the last run took a different image (or none), which awaits review.
 * unapproved: the baseline is not the image on record (or nothing is on record).
 * new: the last run took an image that has no baseline yet.
 */
export type SignoffState = 'approved' | 'changed' | 'unapproved' | 'new';

export interface ImageSignoff {
  /** The baseline's name, e.g. `stories/components-backlink--default-mobile.png`. */
  image: string;
  /** The approval on record for this image (for a change or an unapproved baseline: the earlier one). */
  approvedBy?: string;
  approvedAt?: string;
  note?: string;
  state: SignoffState;
  /** The last run no longer takes this image: the change awaiting review is its removal. */
  removed?: boolean;
  /** A designer has rejected the image the last run took. */
  rejected?: { by: string; at: string; note: string };
  /**
   * Why the last run's image differs: each decision it sits under (a cause, or pixels no cause
   * accounts for), with the verdict given on it so far. The image is approved once all are.
   */
  causes?: PendingCause[];
}

export interface PendingCause {
  /** The decision's id, as the review page and `npm run visual:approve -- --group` take it. */
  id: string;
  title: string;
  verdict?: 'approved' | 'rejected';
  /** How many images the decision holds: approving it approves its share of each. */
  images: number;
  /** What a screen reader hears differently by the same cause. */
  heard?: string[];
  /** A text taken below AA: it cannot be approved, only fixed. */
  blocking?: boolean;
}

export type StorySignoff = Partial<Record<Width, ImageSignoff>>;

/** What the panel reads. */
export interface SignoffFile {
  /** When the record was read: the panel says how fresh it is. */
  readAt: string;
  /** A visual run's results were found; without them no change since the baselines is known. */
  lastRun: boolean;
  /** By story id. */
  stories: Record<string, StorySignoff>;
  /** Why the record could not be read. */
  error?: string;
}

/** The file the panel fetches, relative to the folder Storybook serves at /visual-signoff. */
export const SIGNOFF_JSON = 'visual-signoff.json';

const STORY_IMAGE = new RegExp(`^stories/(.+)-(${Object.keys(viewports).join('|')})\\.png$`);

/** The story id and width an image belongs to, for story screenshots only. */
export function storyOfImage(image: string): { id: string; width: Width } | undefined {
  const match = STORY_IMAGE.exec(image);
  return match?.[1] && match[2] ? { id: match[1], width: match[2] as Width } : undefined;
}

/** The hash the last run's image had; a removal is recorded as '-'. */
const afterOf = (change: Change) => change.after?.hash ?? '-';

/** The verdict a designer gave in the review, kept in the change's own folder. */
function folderVerdict(image: string): Verdict | undefined {
  const file = changeFiles(image).verdict;
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Verdict;
  } catch {
    // A half-written verdict is no verdict: the record in signoff.tsv still counts.
    return undefined;
  }
}

const approvalFields = (approval: Verdict | undefined) =>
  approval ? { approvedBy: approval.reviewer, approvedAt: approval.time, note: approval.note } : {};

function imageSignoff(
  image: string,
  approval: Verdict | undefined,
  rejection: Verdict | undefined,
  change: Change | undefined,
  decisions: Map<string, Pick<PendingCause, 'title' | 'images' | 'heard' | 'blocking'>>,
): ImageSignoff | undefined {
  const baseline = baselinePath(image);
  const hasBaseline = existsSync(baseline);
  if (change) {
    const after = afterOf(change);
    const verdict = folderVerdict(image);
    // An approval since the run made the new image the baseline: the change is settled.
    const settled = (verdict?.verdict === 'approved' && verdict.after === after) || approval?.after === after;
    if (!settled) {
      const rejectedBy =
        verdict?.verdict === 'rejected' ? verdict : rejection?.after === after ? rejection : undefined;
      const given = readDecisionVerdicts(image);
      const causes = decisionIdsOf(change).map((id) => ({
        id,
        title: decisions.get(id)?.title ?? id,
        images: decisions.get(id)?.images ?? 1,
        ...(decisions.get(id)?.heard ? { heard: decisions.get(id)?.heard } : {}),
        ...(decisions.get(id)?.blocking ? { blocking: true } : {}),
        ...(given[id] ? { verdict: given[id].verdict } : {}),
      }));
      return {
        image,
        ...approvalFields(approval),
        causes,
        state: change.status === 'new' ? 'new' : 'changed',
        ...(change.status === 'deleted' ? { removed: true } : {}),
        ...(rejectedBy
          ? { rejected: { by: rejectedBy.reviewer, at: rejectedBy.time, note: rejectedBy.note } }
          : {}),
      };
    }
  }
  // A removal that was approved leaves nothing to show.
  if (!hasBaseline) return undefined;
  const current = approval !== undefined && approval.after === hashFile(baseline);
  return { image, ...approvalFields(approval), state: current ? 'approved' : 'unapproved' };
}

/** Every story with a baseline or a change in the last run, each width it has an image at. */
export function storybookSignoff(): Record<string, StorySignoff> {
  const verdicts = readSignoff();
  const approvals = new Map(verdicts.filter((v) => v.verdict === 'approved').map((v) => [v.image, v]));
  const rejections = new Map(verdicts.filter((v) => v.verdict === 'rejected').map((v) => [v.image, v]));
  const changes = new Map(readChanges().map((c) => [c.image, c]));
  const decisions = new Map(
    decisionsOf([...changes.values()]).map((d) => [
      d.id,
      {
        title: d.title,
        images: d.changes.length,
        ...(d.heard ? { heard: d.heard } : {}),
        ...(d.blocking ? { blocking: true } : {}),
      },
    ]),
  );
  const images = [...new Set([...listBaselines(), ...changes.keys()])].sort();
  const stories: Record<string, StorySignoff> = {};
  for (const image of images) {
    const story = storyOfImage(image);
    if (!story) continue;
    const signoff = imageSignoff(
      image,
      approvals.get(image),
      rejections.get(image),
      changes.get(image),
      decisions,
    );
    if (!signoff) continue;
    (stories[story.id] ??= {})[story.width] = signoff;
  }
  return stories;
}

/**
 * Writes the panel's file into `folder`. A record that cannot be read still gives a file, saying
 * why, so Storybook starts and the panel explains instead of going blank.
 */
export function signoffFile(): SignoffFile {
  const base = { readAt: new Date().toISOString(), lastRun: existsSync(REVIEW_DIR) };
  try {
    return { ...base, stories: storybookSignoff() };
  } catch (error) {
    return { ...base, stories: {}, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The pairs texts are drawn in, for the Colour page's contrast grid. */
export const DRAWN_CONTRAST_JSON = 'drawn-contrast.json';

/** A colour pair as the grid keys it: `#c8185f on #ffffff`. */
export const pairKey = (text: string, surface: string) => `${text.toLowerCase()} on ${surface.toLowerCase()}`;

const hexOf = (rgb: string) =>
  `#${(/\d+, \d+, \d+/.exec(rgb)?.[0] ?? '0, 0, 0')
    .split(', ')
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * Every colour pair a text is drawn in on the approved screenshots (their drawings record it), with
 * how many stories and pages draw it: which pairs of the grid the site really uses.
 */
export function drawnContrast(): Record<string, { stories: number; pages: number }> {
  const out: Record<string, { stories: number; pages: number }> = {};
  for (const image of listBaselines()) {
    const drawing = readDrawing(drawingFile(baselinePath(image)));
    const pairs = new Set((drawing?.contrast ?? []).map(([, fg, bg]) => pairKey(hexOf(fg), hexOf(bg))));
    for (const pair of pairs) {
      const count = (out[pair] ??= { stories: 0, pages: 0 });
      if (image.startsWith('stories/')) count.stories++;
      else count.pages++;
    }
  }
  return out;
}

export function writeStorybookSignoff(folder: string): string {
  const file = signoffFile();
  mkdirSync(folder, { recursive: true });
  const path = join(folder, SIGNOFF_JSON);
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  writeFileSync(join(folder, DRAWN_CONTRAST_JSON), `${JSON.stringify(drawnContrast())}\n`);
  return path;
}
