// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

describe('the type-check', () => {
  it('covers every TypeScript file in the repository', () => {
    const read = ts.readConfigFile('tsconfig.json', (path) => ts.sys.readFile(path));
    const checked = new Set(
      ts.parseJsonConfigFileContent(read.config, ts.sys, resolve('.')).fileNames.map((file) => resolve(file)),
    );
    const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.cts'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((file) => resolve(file));
    expect(tracked.filter((file) => !checked.has(file))).toEqual([]);
  });
});
