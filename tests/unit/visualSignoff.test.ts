// @vitest-environment node
/**
 * Every baseline is an image a designer approved: its hash is the one the sign-off record holds.
 * A blind `--update-snapshots`, a hand-edited PNG or a baseline copied in from elsewhere fails here
 * until someone looks at it (docs/visual-review.md).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baselinePath,
  listBaselines,
  formatSignoff,
  readSignoff,
  recordVerdicts,
  RENDERER_FILE,
  signoffProblems,
  type Verdict,
} from '../../scripts/visual/record';
import { comparePixels, decodePng } from '../../scripts/visual/compare';
import { DRAWING_VERSION, drawingFile, readDrawing } from '../../scripts/visual/capture/drawing';
import { pinnedPackage } from '../chromium';

describe('visual sign-off', () => {
  it('has an approval for every baseline, of exactly that image', () => {
    expect(signoffProblems()).toEqual([]);
  });

  it('keeps the drawing of what drew each baseline beside it, and no drawing without a baseline', () => {
    const baselines = listBaselines();
    const missing = baselines.filter(
      (image) => readDrawing(drawingFile(baselinePath(image)))?.version !== DRAWING_VERSION,
    );
    expect(missing, 'baselines without a drawing of this version: run the visual suite').toEqual([]);
    const folder = baselinePath('');
    const drawings = (readdirSync(folder, { recursive: true }) as string[])
      .map((name) => name.split('\\').join('/'))
      .filter((name) => name.endsWith('.json'));
    expect(drawings.filter((name) => !existsSync(baselinePath(name.replace(/\.json$/, '.png'))))).toEqual([]);
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

  it('forgives no image a single pixel, whatever it shows', () => {
    // One image of each family that was once allowed some noise, and every page: one unit of one
    // channel in one pixel is a change.
    const once = ['promptcard', 'forms-', 'themed-textfield', 'skiplink', 'navdropdown', 'badgepanel'];
    const images = listBaselines().filter(
      (image) => image.startsWith('pages/main/root-') || once.some((family) => image.includes(family)),
    );
    expect(images.length).toBeGreaterThan(once.length);
    for (const image of images) {
      const before = decodePng(readFileSync(baselinePath(image)));
      const after = decodePng(readFileSync(baselinePath(image)));
      const middle = (Math.floor(after.height / 2) * after.width + Math.floor(after.width / 2)) * 4;
      after.data[middle] = (after.data[middle] ?? 0) ^ 1;
      expect(comparePixels(before, after).same, image).toBe(false);
    }
  });

  it('refuses a line that is not a verdict', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'signoff-')), 'signoff.tsv');
    writeFileSync(file, 'pages/a.png\tmaybe\t-\t1\tAna\t2026-11-26T08:00:00Z\t\n');
    expect(() => readSignoff(file)).toThrow(/not a verdict/);
  });
});
