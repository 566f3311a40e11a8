/**
 * After a run: baselines that no test takes any more are changes too (a story or page removed), and
 * whenever the run found a change, the review page is written (docs/visual-review.md).
 *
 * Each screenshot test names its image in a `screenshot` annotation when it is declared, so the
 * images of tests that failed before their screenshot still count as taken. Leftovers are judged only
 * when the run held the whole of the spec that takes them: a run of one file or one test proves
 * nothing about the others.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { decodePng, sha256 } from '../compare';
import {
  baselinePath,
  changeDir,
  listBaselines,
  readChanges,
  REVIEW_DIR,
  ROOT,
  writeChange,
  type Change,
  type HostKind,
  type Width,
} from '../record';
import { writeReview } from './page';
import { onlyList } from '../capture/only';
import { judgePrediction } from '../impact/judge';

/** Which spec takes which baselines. */
const OWNERS = [
  { folder: 'pages/', spec: 'tests/e2e/pageWalk.spec.ts' },
  { folder: 'stories/', spec: 'tests/visual/stories.spec.ts' },
];

/** Options that run part of a spec. */
const NARROWING = ['-g', '--grep', '--grep-invert', '--last-failed', '--only-changed', '--shard'];

function runsWholeSpec(spec: string, argv: string[]): boolean {
  if (onlyList()) return false;
  const args = argv.slice(argv.indexOf('test') + 1);
  if (args.some((arg) => NARROWING.some((option) => arg === option || arg.startsWith(`${option}=`))))
    return false;
  const filters = args.filter(
    (arg, i) =>
      !arg.startsWith('-') &&
      !args[i - 1]?.match(/^--(project|workers|reporter|config|timeout|repeat-each|max-failures|output)$/),
  );
  if (!filters.length) return true;
  return filters.some((filter) => !/:\d+$/.test(filter) && new RegExp(filter).test(spec));
}

/** What a baseline's name says about it, for an image no test describes any more. */
function describeLeftover(image: string): Pick<Change, 'subject' | 'host' | 'width'> {
  const width = (image.match(/-(mobile|desktop)\.png$/)?.[1] ?? 'desktop') as Width;
  const host = (image.match(/^pages\/(main|community)\//)?.[1] ?? 'main') as HostKind;
  const name = image
    .replace(/^(pages\/(main|community)|stories)\//, '')
    .replace(/-(mobile|desktop)\.png$/, '');
  return {
    subject: image.startsWith('stories/')
      ? { kind: 'story', title: name, url: `storybook-static/index.html?path=/story/${name}` }
      : { kind: 'page', title: name, url: '' },
    host,
    width,
  };
}

/**
 * Holds the prediction (`npm run visual:impact`) to account: a changed image it did not list is a
 * miss, named with what changed in it, and fails the run; an image it listed that did not change
 * is only counted. The prediction never decides what a run shoots; this keeps it honest.
 */
function predictionMisses(changed: Change[]): Change[] {
  // A run of the predicted images only was given the prediction; any other run makes it now.
  const predicted = onlyList()?.images ?? predictNow();
  if (!predicted) return [];
  // Each screenshot test notes the image it took (capture/shoot.ts).
  const takenFile = join(REVIEW_DIR, 'taken.txt');
  const taken = existsSync(takenFile) ? readFileSync(takenFile, 'utf8').split('\n') : [];
  const { missed, unchanged } = judgePrediction(predicted, changed, taken);
  const misses = changed.filter((change) => missed.includes(change.image));
  console.log(
    `\nThe prediction listed ${predicted.length} images; ${unchanged.length} of those shot did not change.`,
  );
  for (const miss of misses) {
    const causes = miss.explanation?.causes.map((cause) => cause.title).join('; ') || 'no named cause';
    console.log(`Prediction miss (failed): ${miss.image} changed and was not predicted: ${causes}`);
  }
  return misses;
}

/** The images `npm run visual:impact` lists for the working tree, or none where it could not say. */
function predictNow(): string[] | undefined {
  const run = spawnSync('npx', ['tsx', join(ROOT, 'scripts', 'visual', 'impact', 'command.ts'), '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status === 0) return (JSON.parse(run.stdout) as { images: string[] }).images;
  console.log(`\nThe prediction could not be checked: ${run.stderr.split('\n')[0] ?? ''}`);
  return undefined;
}

export default class VisualReviewReporter implements Reporter {
  private claimed = new Set<string>();
  private whole = new Set<string>();

  /** A run with --update-snapshots writes what it took as the baselines: nothing waits for a verdict. */
  private updating = false;

  onBegin(config: FullConfig, suite: Suite): void {
    this.updating = config.updateSnapshots === 'all' || config.updateSnapshots === 'changed';
    const specs = new Set<string>();
    for (const test of suite.allTests()) {
      const spec = relative(ROOT, test.location.file).split('\\').join('/');
      specs.add(spec);
      for (const annotation of test.annotations)
        if (annotation.type === 'screenshot' && annotation.description)
          this.claimed.add(annotation.description);
    }
    for (const { spec } of OWNERS)
      if (specs.has(spec) && runsWholeSpec(spec, process.argv)) this.whole.add(spec);
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const leftovers = listBaselines().filter(
      (image) =>
        !this.claimed.has(image) &&
        OWNERS.some(({ folder, spec }) => image.startsWith(folder) && this.whole.has(spec)),
    );
    for (const image of leftovers) {
      const bytes = readFileSync(baselinePath(image));
      const { width, height } = decodePng(bytes);
      mkdirSync(changeDir(image), { recursive: true });
      writeChange(
        {
          image,
          status: 'deleted',
          ...describeLeftover(image),
          before: { hash: sha256(bytes), width, height },
          diffPixels: 0,
          aaPixels: 0,
          regions: [],
          signature: '',
        },
        {},
      );
      copyFileSync(baselinePath(image), join(changeDir(image), 'baseline.png'));
    }
    if (leftovers.length)
      console.log(`\n${leftovers.length} baselines are taken by no test any more: ${leftovers.join(', ')}`);
    if (readChanges().length || existsSync(join(REVIEW_DIR, 'index.html'))) {
      const page = writeReview();
      console.log(
        `\nVisual changes to review: ${page}\n(npm run visual:review -- --serve to sign them off there)`,
      );
    }
    // Every image that differs from its baseline, or has none, fails the run: its test went on to the end.
    const changed = this.updating ? [] : readChanges().filter((change) => change.status !== 'deleted');
    if (changed.length)
      console.log(
        `\n${changed.length} screenshots differ from their approved baselines (failed): ${changed
          .slice(0, 20)
          .map((change) => change.image)
          .join(', ')}${changed.length > 20 ? ', …' : ''}`,
      );
    const misses = changed.length ? predictionMisses(changed) : [];
    const failed = leftovers.length + changed.length + misses.length > 0;
    return failed && result.status === 'passed' ? { status: 'failed' } : undefined;
  }

  printsToStdio(): boolean {
    return false;
  }
}
