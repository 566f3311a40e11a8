/**
 * The review's decisions: one for each cause, listing every image it shows in, however many. An
 * image whose pixels two causes share sits under both, and what no cause accounts for is a
 * decision of its own ("unexplained change"). Approving a cause approves an image only once every
 * decision the image sits under is approved; rejecting any of them rejects the image.
 *
 * A browser upgrade, new images and images no longer taken keep decisions of their own.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { viewports } from '../../../theme/breakpoints.ts';
import { sha256 } from '../compare.ts';
import type { Cause, CauseKind } from '../explain/index.ts';
import { changeDir, REVIEW_DIR, RENDERER_FILE, type Change, type Verdict } from '../record.ts';
import { causeSource } from './sources.ts';

export type DecisionKind = 'cause' | 'unexplained' | 'new' | 'deleted' | 'renderer';

export interface ReviewDecision {
  /** Stable for the same cause: what `--group` takes. */
  id: string;
  kind: DecisionKind;
  /** In a designer's words, with the widths it shows at where that is all of them. */
  title: string;
  /** For a cause: what kind, where in the source it comes from, and what shows it on the images. */
  cause?: { kind: CauseKind; key: string; source: string[]; where: string[] };
  changes: Change[];
  /** Each image's pixels this decision accounts for (for an unexplained change: those left over). */
  pixels: Record<string, number>;
  /** What a screen reader hears differently by the same cause. */
  heard?: string[];
  /** Contrasts the cause moved that still meet AA. */
  contrast?: string[];
  /** A text taken below AA: no verdict but a fix settles it. */
  blocking?: boolean;
}

/** The build the last run used, and the one the baselines were taken with. */
export function runRenderer(): { used: string; recorded: string } {
  const usedFile = join(REVIEW_DIR, 'renderer.txt');
  const used = existsSync(usedFile) ? readFileSync(usedFile, 'utf8').trim() : '';
  const recorded = existsSync(RENDERER_FILE)
    ? (JSON.parse(readFileSync(RENDERER_FILE, 'utf8')) as { chromium: string }).chromium
    : '';
  return { used, recorded };
}

const subjectOrder = (a: Change, b: Change) =>
  a.subject.kind.localeCompare(b.subject.kind) ||
  a.subject.title.localeCompare(b.subject.title) ||
  a.host.localeCompare(b.host) ||
  // Mobile before desktop, as the site is designed.
  b.width.localeCompare(a.width) ||
  a.image.localeCompare(b.image);

const id = (prefix: string, text: string) => `${prefix}-${sha256(text).slice(0, 10)}`;

/** "at 390 px" when every image of a decision is at one width. */
function widthsOf(changes: Change[]): string {
  const widths = [...new Set(changes.map((c) => c.width))];
  return widths.length === 1 ? ` at ${viewports[widths[0] as keyof typeof viewports].width} px` : '';
}

/** The decisions an image sits under: each must be approved before the image is. */
export function decisionIdsOf(change: Change): string[] {
  if (change.status !== 'changed') return [id(change.status, change.subject.title)];
  const explanation = change.explanation;
  if (!explanation) return [id('unexplained', change.signature)];
  const ids = explanation.causes.map((cause) => id('cause', cause.key));
  if (explanation.leftover.pixels || !ids.length)
    ids.push(id('unexplained', explanation.leftover.signature ?? change.image));
  return ids;
}

export function decisionsOf(changes: Change[]): ReviewDecision[] {
  const sorted = [...changes].sort(subjectOrder);
  const { used, recorded } = runRenderer();
  if (used && recorded && used !== recorded && sorted.length)
    return [
      {
        id: `renderer-${used.replace(/[^0-9.]/g, '')}`,
        kind: 'renderer',
        title: `Browser upgrade: Chromium ${recorded} to ${used}`,
        changes: sorted,
        pixels: Object.fromEntries(sorted.map((c) => [c.image, c.diffPixels + c.aaPixels])),
      },
    ];
  const decisions = new Map<string, ReviewDecision>();
  const add = (key: string, make: () => ReviewDecision, change: Change, pixels: number) => {
    const decision = decisions.get(key) ?? make();
    decisions.set(key, decision);
    if (!decision.changes.includes(change)) decision.changes.push(change);
    decision.pixels[change.image] = (decision.pixels[change.image] ?? 0) + pixels;
  };
  for (const change of sorted) {
    if (change.status !== 'changed') {
      const key = id(change.status, change.subject.title);
      add(
        key,
        () => ({
          id: key,
          kind: change.status as 'new' | 'deleted',
          title: change.subject.title,
          changes: [],
          pixels: {},
        }),
        change,
        0,
      );
      continue;
    }
    const explanation = change.explanation;
    const causes: Cause[] = explanation?.causes ?? [];
    for (const cause of causes) {
      const key = id('cause', cause.key);
      add(
        key,
        () => ({
          id: key,
          kind: 'cause',
          title: cause.title,
          cause: { kind: cause.kind, key: cause.key, source: [], where: [] },
          changes: [],
          pixels: {},
        }),
        change,
        cause.pixels,
      );
    }
    const leftover = explanation ? explanation.leftover.pixels : change.diffPixels + change.aaPixels;
    if (leftover || !causes.length) {
      const key = explanation
        ? id('unexplained', explanation.leftover.signature ?? change.image)
        : id('unexplained', change.signature);
      add(
        key,
        () => ({
          id: key,
          kind: 'unexplained',
          title: `Unexplained change: ${change.subject.title}`,
          changes: [],
          pixels: {},
        }),
        change,
        leftover,
      );
    }
  }
  const out = [...decisions.values()];
  for (const decision of out) {
    if (decision.kind === 'cause' && decision.cause) {
      const first = decision.changes
        .flatMap((c) => c.explanation?.causes ?? [])
        .find((c) => c.key === decision.cause?.key);
      decision.cause.source = first
        ? causeSource(
            first,
            decision.changes.map((c) => c.image),
          )
        : [];
      decision.cause.where = [
        ...new Set(
          decision.changes.flatMap(
            (c) => c.explanation?.causes.find((x) => x.key === decision.cause?.key)?.where ?? [],
          ),
        ),
      ].slice(0, 8);
    }
    if (decision.cause) {
      const causes = decision.changes.flatMap(
        (c) => c.explanation?.causes.filter((x) => x.key === decision.cause?.key) ?? [],
      );
      const heard = [...new Set(causes.flatMap((c) => c.heard ?? []))];
      if (heard.length) decision.heard = heard;
      // A contrast the cause moved: one whose pair names a token the cause's title names.
      const tokens = [...decision.title.matchAll(/`([\w.]+)`/g)].map((m) => m[1]);
      const moved = [...new Set(decision.changes.flatMap((c) => c.explanation?.contrast ?? []))].filter(
        (line) => tokens.some((token) => line.includes(`\`${token}\``)),
      );
      if (moved.length) decision.contrast = moved.slice(0, 12);
      if (decision.cause.kind === 'contrast') {
        decision.blocking = true;
        const elements = causes.reduce((sum, c) => sum + (c.elements ?? 0), 0);
        const count = (kind: 'page' | 'story', one: string, many: string) => {
          const n = decision.changes.filter((c) => c.subject.kind === kind).length;
          return n ? `${n} ${n === 1 ? one : many}` : '';
        };
        const on = [count('page', 'page', 'pages'), count('story', 'story', 'stories')].filter(Boolean);
        decision.title = `${decision.title} in ${elements} ${elements === 1 ? 'text' : 'texts'} on ${on.join(' and ')}`;
      }
      const source = decision.cause.source[0]?.replace(/ \(changed\)$/, '');
      decision.title = `${decision.title}${widthsOf(decision.changes)}${source ? ` (${source})` : ''}`;
    }
    if (decision.kind === 'unexplained' && decision.changes.length > 1)
      decision.title = `Unexplained change: the same pixels in ${decision.changes.length} images`;
  }
  // The most images first: one decision settles the most.
  return out.sort((a, b) => b.changes.length - a.changes.length || a.title.localeCompare(b.title));
}

/** The verdicts given on an image's decisions so far, kept in its folder of the review. */
export type DecisionVerdicts = Record<string, Pick<Verdict, 'verdict' | 'reviewer' | 'time' | 'note'>>;

const decisionFile = (image: string) => join(changeDir(image), 'decisions.json');

export function readDecisionVerdicts(image: string): DecisionVerdicts {
  const file = decisionFile(image);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DecisionVerdicts;
  } catch {
    return {};
  }
}

export function writeDecisionVerdicts(image: string, verdicts: DecisionVerdicts): void {
  writeFileSync(decisionFile(image), `${JSON.stringify(verdicts, null, 2)}\n`);
}
