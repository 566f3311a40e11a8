/**
 * Strings of content that choose rather than say. A value whose place in the content's types is a
 * string literal, or a union holding some (an icon's name, a layout's style, a course's level, a
 * block's kind), or a record's key, is read by code that picks what to draw with it. The same word
 * may be drawn elsewhere as text (`icon: 'prompts'` and a heading "Prompts"), so finding it in the
 * drawings says nothing of the images its switch repaints: such an edit goes to the module graph.
 *
 * TypeScript's checker answers it, with the content's own types: a content file imports only other
 * content files, and the standard library's first edition is all they need from outside. Each string
 * also says the name it is kept under and the named types of the entries holding it, where code that
 * reads the words is looked for (readers.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type TS from 'typescript';
import type { Hunk, TextEdit } from './content.ts';

let ts: typeof TS;

/** The files a check reads from disk (the types, the standard library), parsed once a run. */
const parsed = new Map<string, TS.SourceFile | undefined>();

/** A string of a content file: its value, whether it picks, and the name it is kept under. */
export interface ContentString {
  value: string;
  /** A value its place lets take others, or a record's key. */
  switch: boolean;
  /** The property or constant that holds it (`description`, `about`), where one does. */
  key?: string;
  /** The named types of the entries that hold it, innermost first (`Prompt`, `EventRecord`). */
  types: string[];
}

/** The name a string is kept under: the nearest property that holds it, or the constant. */
function keyOf(node: TS.Node): string | undefined {
  let child = node;
  for (let at = node.parent; at; child = at, at = at.parent) {
    if (ts.isPropertyAssignment(at))
      return at.name === child ? undefined : at.name.getText().replace(/^['"]|['"]$/g, '');
    if (ts.isVariableDeclaration(at)) return at.name.getText();
  }
  return undefined;
}

/** Each string of `text` (the file `file` under `root`), by line. */
export function contentStrings(root: string, file: string, text: string): Map<number, ContentString[]> {
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
  const out = new Map<number, ContentString[]>();
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
    if (ts.isStringLiteralLike(node) && !ts.isImportDeclaration(node.parent)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const key = keyOf(node);
      const types: string[] = [];
      for (let at: TS.Node | undefined = node.parent; at; at = at.parent)
        if (ts.isObjectLiteralExpression(at)) {
          const type = checker.getContextualType(at);
          for (const part of type?.isUnion() && !type.aliasSymbol ? type.types : type ? [type] : []) {
            const symbol = part.aliasSymbol ?? part.getSymbol();
            const name = symbol?.getName();
            // The sources' own types, not the standard library's (a `Record`).
            const own = symbol?.declarations?.some((d) => d.getSourceFile().fileName.startsWith(root));
            if (name && own && /^[A-Z]\w*$/.test(name) && !types.includes(name)) types.push(name);
          }
        }
      out.set(line, [
        ...(out.get(line) ?? []),
        { value: node.text.trim(), switch: chooses(node), ...(key ? { key } : {}), types },
      ]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * A content file's diff read against its strings, each side of a file read once: whether a hunk
 * edits a switch (a value it takes away was one in the file before the edit, or a value it writes is
 * one now), and the names its edited words are kept under.
 */
export function contentReader(root: string, before: (file: string) => string | undefined) {
  const read = new Map<string, Map<number, ContentString[]>>();
  const side = (file: string, old: boolean) => {
    const key = `${old ? '-' : '+'}${file}`;
    let lines = read.get(key);
    if (!lines) {
      const path = join(root, file);
      const text = old ? before(file) : existsSync(path) ? readFileSync(path, 'utf8') : '';
      lines = text ? contentStrings(root, file, text) : new Map<number, ContentString[]>();
      read.set(key, lines);
    }
    return lines;
  };
  /** The strings of a hunk's lines, on both sides, whose values the edits changed. */
  const edited = (hunk: Hunk, edits: TextEdit[]): ContentString[] => {
    const from = new Set(edits.map((edit) => edit.from));
    const to = new Set(edits.map((edit) => edit.to));
    const strings = (old: boolean, first: number, count: number, values: Set<string>) =>
      Array.from({ length: count }, (_, i) => side(hunk.file, old).get(first + i) ?? [])
        .flat()
        .filter((string) => values.has(string.value));
    return [
      ...strings(true, hunk.oldLine, hunk.removed.length, from),
      ...strings(false, hunk.line, hunk.added.length, to),
    ];
  };
  return {
    switches: (hunk: Hunk, edits: TextEdit[]) => edited(hunk, edits).some((string) => string.switch),
    /** The names the edited words are kept under, and the named types of the entries holding them. */
    keys: (hunk: Hunk, edits: TextEdit[]) => {
      const strings = edited(hunk, edits);
      return {
        keys: new Set(strings.flatMap((string) => (string.key ? [string.key] : []))),
        types: new Set(strings.flatMap((string) => string.types)),
      };
    },
  };
}
