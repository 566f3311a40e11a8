/**
 * Records a designer's verdict on the last run's changes, from the command line, the review server
 * or the Storybook panel. A verdict on a cause is kept with each of its images; an image is approved
 * once every decision it sits under is, and rejected as soon as one is. Approving a browser
 * upgrade's decision also records the new build as the baselines' own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pinnedPackage } from '../../../tests/chromium.ts';
import { decisionIdsOf, readDecisionVerdicts, writeDecisionVerdicts } from '../review/decisions.ts';
import { decide, readChanges, RENDERER_FILE, type Decision, type Verdict } from '../record.ts';
import { resolveTargets, runRenderer } from '../review/page.ts';

export interface VerdictResult {
  /** Images whose verdict is now recorded in tests/visual/signoff.tsv. */
  verdicts: Verdict[];
  /** Images with a decision approved that still wait on another of theirs. */
  waiting: string[];
}

const stamp = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

export function giveVerdict(
  targets: string[],
  decision: Decision,
  options: { all?: boolean } = {},
): VerdictResult {
  const { images, partial, decisions } = resolveTargets(targets, options);
  const time = decision.time ?? stamp();
  const given = {
    verdict: decision.verdict,
    reviewer: decision.reviewer.trim(),
    time,
    note: decision.note.trim(),
  };
  if (!given.reviewer) throw new Error('Say who is signing off: --as <name>.');
  if (given.verdict === 'rejected' && !given.note)
    throw new Error('Say why in a note when rejecting: --note <text>.');
  const changes = new Map(readChanges().map((c) => [c.image, c]));
  // A text taken below AA waits for a fix: neither it nor an image under it can be approved.
  const blocking = new Map(decisions.filter((d) => d.blocking).map((d) => [d.id, d.title]));
  if (given.verdict === 'approved') {
    const blocked = [...images, ...partial.keys()].flatMap((image) => {
      const change = changes.get(image);
      return change ? decisionIdsOf(change).filter((id) => blocking.has(id)) : [];
    });
    if (blocked.length)
      throw new Error(
        `Below WCAG AA, and not approvable: ${[...new Set(blocked)].map((id) => blocking.get(id)).join('; ')}. ` +
          'Only a fix passes: change the colour or what it is drawn on, and run the visual suite again.',
      );
  }
  const whole = [...images];
  const waiting: string[] = [];
  for (const [image, ids] of partial) {
    const change = changes.get(image);
    if (!change) continue;
    const verdicts = readDecisionVerdicts(image);
    for (const id of ids) verdicts[id] = given;
    writeDecisionVerdicts(image, verdicts);
    const needed = decisionIdsOf(change);
    if (given.verdict === 'rejected' || needed.every((id) => verdicts[id]?.verdict === 'approved'))
      whole.push(image);
    else waiting.push(image);
  }
  // Whole images: their every decision takes the verdict, and the note says which causes it settles.
  const titles = new Map(decisions.map((d) => [d.id, d.title]));
  const verdicts: Verdict[] = [];
  const byNote = new Map<string, string[]>();
  for (const image of whole) {
    const change = changes.get(image);
    const kept = readDecisionVerdicts(image);
    const ids = change ? decisionIdsOf(change) : [];
    const notes = ids
      .map((id) => (partial.get(image)?.includes(id) || !kept[id] ? given.note : kept[id]?.note))
      .filter((note, i, all): note is string => Boolean(note) && all.indexOf(note) === i);
    if (given.verdict === 'approved') for (const id of ids) kept[id] ??= given;
    if (change) writeDecisionVerdicts(image, kept);
    const causes = ids.map((id) => titles.get(id)).filter(Boolean);
    const note = [notes.join('; '), causes.length > 1 ? `causes: ${causes.join('; ')}` : '']
      .filter(Boolean)
      .join(' · ');
    byNote.set(note, [...(byNote.get(note) ?? []), image]);
  }
  for (const [note, group] of byNote)
    verdicts.push(...decide(group, { ...decision, time, note: note || given.note }));
  const upgrade = decisions.find((d) => d.kind === 'renderer');
  if (upgrade && decision.verdict === 'approved' && upgrade.changes.every((c) => whole.includes(c.image))) {
    const record = JSON.parse(readFileSync(RENDERER_FILE, 'utf8')) as Record<string, string>;
    const { used } = runRenderer();
    writeFileSync(
      RENDERER_FILE,
      `${JSON.stringify({ ...record, chromium: used, package: pinnedPackage() }, null, 2)}\n`,
    );
  }
  return { verdicts, waiting };
}

export const describeVerdicts = ({ verdicts, waiting }: VerdictResult) => {
  const verdict = verdicts[0]?.verdict === 'rejected' ? 'Rejected' : 'Approved';
  const done = `${verdict} ${verdicts.length} ${verdicts.length === 1 ? 'image' : 'images'}`;
  return waiting.length
    ? `${done}; ${waiting.length} more ${waiting.length === 1 ? 'image waits' : 'images wait'} on another of ${waiting.length === 1 ? 'its' : 'their'} causes`
    : done;
};
