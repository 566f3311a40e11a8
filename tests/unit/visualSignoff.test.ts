// @vitest-environment node
/**
 * Every baseline is an image a designer approved: its hash is the one the sign-off record holds.
 * A blind `--update-snapshots`, a hand-edited PNG or a baseline copied in from elsewhere fails here
 * until someone looks at it (docs/visual-review.md).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  listBaselines,
  formatSignoff,
  readSignoff,
  recordVerdicts,
  RENDERER_FILE,
  signoffProblems,
  type Verdict,
} from '../../scripts/visual/record';
import { allowanceFor, KNOWN_NOISE } from '../../scripts/visual/noise';
import { pinnedPackage } from '../../tests/chromium';

describe('visual sign-off', () => {
  it('has an approval for every baseline, of exactly that image', () => {
    expect(signoffProblems()).toEqual([]);
  });

  it('records the pinned browser build as the one the baselines were taken with', () => {
    const renderer = JSON.parse(readFileSync(RENDERER_FILE, 'utf8')) as { package: string };
    // A new build in the lockfile is a renderer upgrade: its images are reviewed as one group first.
    expect(renderer.package).toBe(pinnedPackage());
  });

  const verdict = (image: string, kind: Verdict['verdict'], after: string): Verdict => ({
    image,
    verdict: kind,
    before: '-',
    after,
    reviewer: 'Ana Reviewer',
    time: '2026-11-26T08:00:00Z',
    note: 'tab\tand\nnew line',
  });

  it('keeps one line an image and verdict, sorted, and an approval settles a rejection', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'signoff-')), 'signoff.tsv');
    recordVerdicts(
      [verdict('stories/b.png', 'approved', '1'), verdict('pages/a.png', 'rejected', '2')],
      file,
    );
    recordVerdicts(
      [verdict('pages/a.png', 'rejected', '3'), verdict('stories/b.png', 'rejected', '4')],
      file,
    );
    expect(readSignoff(file).map((v) => [v.image, v.verdict, v.after])).toEqual([
      ['pages/a.png', 'rejected', '3'],
      ['stories/b.png', 'approved', '1'],
      ['stories/b.png', 'rejected', '4'],
    ]);
    recordVerdicts([verdict('stories/b.png', 'approved', '5')], file);
    expect(readSignoff(file).map((v) => [v.image, v.verdict, v.after])).toEqual([
      ['pages/a.png', 'rejected', '3'],
      ['stories/b.png', 'approved', '5'],
    ]);
    // Notes stay on their line, so the record stays one line a verdict.
    expect(readSignoff(file)[0]?.note).toBe('tab and new line');
    expect(readFileSync(file, 'utf8')).toBe(formatSignoff(readSignoff(file)));
  });

  it('lists known noise only for images that exist, each with a reason', () => {
    const images = listBaselines();
    for (const noise of KNOWN_NOISE) {
      expect(
        images.some((image) => allowanceFor(image) === noise),
        noise.images,
      ).toBe(true);
      expect(noise.why.length, noise.images).toBeGreaterThan(40);
    }
    // Pages are held to no allowance at all.
    expect(images.filter((image) => image.startsWith('pages/') && allowanceFor(image))).toEqual([]);
  });

  it('refuses a line that is not a verdict', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'signoff-')), 'signoff.tsv');
    writeFileSync(file, 'pages/a.png\tmaybe\t-\t1\tAna\t2026-11-26T08:00:00Z\t\n');
    expect(() => readSignoff(file)).toThrow(/not a verdict/);
  });
});
