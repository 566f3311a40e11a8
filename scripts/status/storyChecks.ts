/**
 * A reporter for the story tests (`vitest --project storybook`): records how each story's last
 * check ended (passed, failed on accessibility, or failed otherwise) for the component status
 * (evidence.ts). Each run's results replace those of the stories it ran; others are kept.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestCase } from 'vitest/node';
import { readStoryChecks, STORY_CHECKS, type StoryChecks } from './storyCheckFile.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What Storybook's accessibility test says when axe finds a violation. */
const AXE_FAILURE = /accessibility|axe|violation/i;

export default class StoryChecksReporter implements Reporter {
  private readonly seen: StoryChecks = {};

  onTestCaseResult(testCase: TestCase): void {
    if (!testCase.project.name.startsWith('storybook')) return;
    const result = testCase.result();
    if (result.state !== 'passed' && result.state !== 'failed') return;
    const file = relative(ROOT, testCase.module.moduleId).split('\\').join('/');
    const axe = (result.errors ?? []).some((error) => AXE_FAILURE.test(error.message ?? ''));
    (this.seen[file] ??= {})[testCase.name] = result.state === 'passed' ? 'passed' : axe ? 'axe' : 'failed';
  }

  onTestRunEnd(): void {
    if (!Object.keys(this.seen).length) return;
    const checks = readStoryChecks();
    for (const [file, stories] of Object.entries(this.seen)) checks[file] = { ...checks[file], ...stories };
    mkdirSync(dirname(STORY_CHECKS), { recursive: true });
    writeFileSync(STORY_CHECKS, `${JSON.stringify(checks, null, 2)}\n`);
  }
}
