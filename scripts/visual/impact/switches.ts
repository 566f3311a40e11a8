/**
 * Strings of content that choose rather than say. A value whose place in the content's types is a
 * string literal, or a union holding some (an icon's name, a layout's style, a course's level, a
 * block's kind), or a record's key, is read by code that picks what to draw with it. The same word
 * may be drawn elsewhere as text (`icon: 'prompts'` and a heading "Prompts"), so finding it in the
 * drawings says nothing of the images its switch repaints: such an edit goes to the module graph.
 *
 * TypeScript's checker answers it, with the content's own types: a content file imports only other
 * content files, and the standard library's first edition is all they need from outside.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type TS from 'typescript';
import type { Hunk, TextEdit } from './content.ts';

let ts: typeof TS;

/** The files a check reads from disk (the types, the standard library), parsed once a run. */
const parsed = new Map<string, TS.SourceFile | undefined>();

/** The values each line of `text` (the file `file` under `root`) gives a switch: line → values. */
export function switchesIn(root: string, file: string, text: string): Map<number, Set<string>> {
  ts ??= createRequire(import.meta.url)('typescript') as typeof TS;
  const path = join(root, file);
  const options: TS.CompilerOptions = {
    noEmit: true,
    lib: ['lib.es5.d.ts'],
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options, true);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => {
    if (name === path) return ts.createSourceFile(name, text, version, true);
    if (!parsed.has(name)) parsed.set(name, read(name, version, ...rest));
    return parsed.get(name);
  };
  const program = ts.createProgram([path], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path);
  const out = new Map<number, Set<string>>();
  if (!source) return out;
  /** The string literals a type holds: itself, or the members of its union. */
  const literals = (type: TS.Type | undefined) =>
    (type?.isUnion() ? type.types : type ? [type] : []).filter((part) => part.isStringLiteral());
  const chooses = (node: TS.StringLiteralLike): boolean => {
    const { parent } = node;
    if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node)
      return true;
    const values = new Set(literals(checker.getContextualType(node)).map((part) => part.value));
    // A union's tag (`kind: 'paid'`) is read against the member it names: ask every member.
    if (ts.isPropertyAssignment(parent) && ts.isObjectLiteralExpression(parent.parent)) {
      const holder = checker.getContextualType(parent.parent);
      const name = parent.name.getText(source);
      for (const member of holder?.isUnion() ? holder.types : holder ? [holder] : []) {
        const property = checker.getPropertyOfType(member, name.replace(/^['"]|['"]$/g, ''));
        if (property) for (const part of literals(checker.getTypeOfSymbol(property))) values.add(part.value);
      }
    }
    // One value is words pinned in place (a label a test reads); two or more are a choice.
    return values.size > 1;
  };
  const visit = (node: TS.Node): void => {
    if (ts.isStringLiteralLike(node) && !ts.isImportDeclaration(node.parent) && chooses(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      out.set(line, (out.get(line) ?? new Set()).add(node.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * Whether a hunk of a content file's diff edits a switch: a value it takes away was one in the file
 * before the edit, or a value it writes is one now. Each side of a file is read once.
 */
export function switchReader(root: string, before: (file: string) => string | undefined) {
  const read = new Map<string, Map<number, Set<string>>>();
  const side = (file: string, old: boolean) => {
    const key = `${old ? '-' : '+'}${file}`;
    let lines = read.get(key);
    if (!lines) {
      const text = old
        ? before(file)
        : existsSync(join(root, file))
          ? readFileSync(join(root, file), 'utf8')
          : '';
      lines = text ? switchesIn(root, file, text) : new Map<number, Set<string>>();
      read.set(key, lines);
    }
    return lines;
  };
  const holds = (lines: Map<number, Set<string>>, first: number, count: number, values: Set<string>) => {
    for (let line = first; line < first + count; line++)
      for (const value of lines.get(line) ?? []) if (values.has(value.trim())) return true;
    return false;
  };
  return {
    edited: (hunk: Hunk, edits: TextEdit[]) =>
      holds(side(hunk.file, true), hunk.oldLine, hunk.removed.length, new Set(edits.map((e) => e.from))) ||
      holds(side(hunk.file, false), hunk.line, hunk.added.length, new Set(edits.map((e) => e.to))),
  };
}
