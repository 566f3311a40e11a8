/**
 * Records a designer's verdict on the last run's changes, from the command line or the review
 * server. Approving a browser upgrade's group also records the new build as the baselines' own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pinnedPackage } from '../../tests/chromium.ts';
import { decide, RENDERER_FILE, type Decision, type Verdict } from './record.ts';
import { resolveTargets, runRenderer } from './review.ts';

export function giveVerdict(
  targets: string[],
  decision: Decision,
  options: { all?: boolean } = {},
): Verdict[] {
  const { images, groups } = resolveTargets(targets, options);
  const verdicts = decide(images, decision);
  const upgrade = groups.find((group) => group.kind === 'renderer');
  if (upgrade && decision.verdict === 'approved' && upgrade.changes.every((c) => images.includes(c.image))) {
    const record = JSON.parse(readFileSync(RENDERER_FILE, 'utf8')) as Record<string, string>;
    const { used } = runRenderer();
    writeFileSync(
      RENDERER_FILE,
      `${JSON.stringify({ ...record, chromium: used, package: pinnedPackage() }, null, 2)}\n`,
    );
  }
  return verdicts;
}

export const describeVerdicts = (verdicts: Verdict[]) => {
  const verdict = verdicts[0]?.verdict === 'rejected' ? 'Rejected' : 'Approved';
  return `${verdict} ${verdicts.length} ${verdicts.length === 1 ? 'image' : 'images'}`;
};
