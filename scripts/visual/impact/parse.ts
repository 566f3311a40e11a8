/** TypeScript's parser, for the few questions a regular expression cannot answer safely. */
import { createRequire } from 'node:module';
import type TS from 'typescript';

/** TypeScript's parser, loaded the first time a file is read (half a second): most edits never need it. */
let ts: typeof TS;

/** A source file's syntax as TypeScript's parser reads it, each node knowing its parent. */
export function parseSource(file: string, text: string): { ts: typeof TS; source: TS.SourceFile } {
  ts ??= createRequire(import.meta.url)('typescript') as typeof TS;
  const kind = /\.[jt]sx$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.m?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  return { ts, source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind) };
}
