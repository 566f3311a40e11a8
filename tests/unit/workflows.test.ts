// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const read = (path: string) => readFileSync(root(path), 'utf8');

const workflows = readdirSync(root('.github/workflows')).filter((name) => /\.ya?ml$/.test(name));
const ci = read('.github/workflows/ci.yml');

// The schema check vouches for the shape, so plain text is enough to find a job and its steps.
/** One job's body: the indented lines under its key. */
function job(src: string, name: string): string {
  return new RegExp(`^  ${name}:\\n((?:(?: {4}.*)?\\n)*)`, 'm').exec(src)?.[1] ?? '';
}

/** A job's steps, one text each. */
function steps(body: string): string[] {
  const [, list = ''] = body.split(/^ {4}steps:\n/m);
  return list.split(/^ {6}- /m).slice(1);
}

const field = (step: string, key: string) => new RegExp(`^\\s*${key}: (.+)$`, 'm').exec(step)?.[1];

describe('GitHub workflows', () => {
  it('include the CI workflow', () => {
    expect(workflows).toContain('ci.yml');
  });

  it.each(workflows)('%s matches the workflow schema', (name) => {
    expect(validateWorkflow(read(`.github/workflows/${name}`)).errors).toEqual([]);
  });

  // Without these the check above could pass on anything.
  it.each([
    ['a job without runs-on', ci.replace(/^ {4}runs-on: .*\n/m, '')],
    ['a misspelt key', ci.replace(/^ {4}steps:/m, '    stepz:')],
    [
      'a step that both uses an action and runs a command',
      ci.replace(/^( +)run: \.ci\/run$/m, '$1uses: x/y@v1\n$&'),
    ],
    ['YAML that does not parse', `${ci}  broken: [\n`],
  ])('the schema check rejects %s', (_, broken) => {
    expect(broken).not.toBe(ci);
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });
});

describe('the CI workflow', () => {
  const test = job(ci, 'test');
  const chromatic = job(ci, 'chromatic');

  it('runs the repository’s own CI script, which runs npm test, on Debian 12 with the Node of .nvmrc', () => {
    expect(steps(test).map((step) => field(step, 'run'))).toContain('.ci/run');
    expect(read('.ci/run')).toMatch(/^npm test$/m);
    expect(field(test, 'container')).toBe(`node:${read('.nvmrc').trim()}-bookworm`);
    expect(field(test, 'timeout-minutes')).toBe('90');
  });

  it.each([
    ['visual-review', 'test-results/visual-review/'],
    ['playwright-report', 'playwright-report/'],
  ])('uploads %s when the run fails', (name, path) => {
    const upload = steps(test).find(
      (step) =>
        field(step, 'uses') === 'actions/upload-artifact@v4' &&
        new RegExp(`^ +name: ${name}$`, 'm').test(step),
    );
    expect(upload).toBeDefined();
    expect(field(upload ?? '', 'if')).toBe('failure()');
    expect(field(upload ?? '', 'path')).toBe(path);
    expect(field(upload ?? '', 'if-no-files-found')).toBe('ignore');
  });

  it('writes the visual review’s decisions into the job summary when the run fails', () => {
    const summary = steps(test).find((step) => /visual:review -- --markdown/.test(step));
    expect(summary).toBeDefined();
    expect(field(summary ?? '', 'if')).toBe('failure()');
    expect(summary).toContain('>> "$GITHUB_STEP_SUMMARY"');
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts['visual:review']).toBeDefined();
  });

  it('publishes to Chromatic only when the project token is set', () => {
    expect(chromatic).toMatch(/^ {6}CHROMATIC_PROJECT_TOKEN: \$\{\{ secrets\.CHROMATIC_PROJECT_TOKEN \}\}$/m);
    const list = steps(chromatic);
    expect(list.length).toBeGreaterThan(0);
    for (const step of list) expect(field(step, 'if')).toBe("env.CHROMATIC_PROJECT_TOKEN != ''");
    expect(list.map((step) => field(step, 'run'))).toContain('npm run chromatic');
    expect(
      field(list.find((step) => field(step, 'uses')?.startsWith('actions/checkout@')) ?? '', 'fetch-depth'),
    ).toBe('0');
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.chromatic).toBeDefined();
  });

  it('reads the repository only, cancels superseded runs and pins actions to a major version', () => {
    expect(ci).toMatch(/^permissions:\n {2}contents: read$/m);
    expect(ci).toMatch(/^concurrency:\n(?: {2}.*\n)* {2}cancel-in-progress: true$/m);
    const uses = [...ci.matchAll(/uses: (\S+)/g)].map((match) => match[1]);
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^actions\/[\w-]+@v\d+$/);
  });
});
