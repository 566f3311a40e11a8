/**
 * Where code reads a content string's value rather than only showing it. A text edit lists the images
 * whose drawing shows the old words; but code may read the words too (a search that filters the
 * prompts by them, initials made of a name, a box sized to a text's length), and an image it changes
 * so need not show them: the search story that now finds one more prompt. The sources are read by
 * the name the content keeps the string under (`description`), first in the files that import the
 * content (or a content file that gathers it) or its entries' type:
 *
 * - a read of the name (`prompt.description`, or a variable or parameter of that name) that shows it
 *   (a JSX child, an element's attribute, a part of a template or of a `+`) is words;
 * - one handed on under another name is followed under that name where it can go: a variable or a
 *   default in its own file, an object's property in its file and the files that import it, a
 *   component's attribute in the component's file (a component from a package shows it); an object
 *   spread into another or into a component's attributes hands on every name, this one too;
 * - any other (an argument, a method or a length read from it, a comparison, an array's element, a
 *   value returned) is a reader: the file is one of the edit's readers.
 *
 * By name, not by symbol: a read of the name counts whatever it reads, so a file is a reader more
 * often than it is, never less.
 */
import type TS from 'typescript';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { needsOf, resolveImport, type ModuleGraph, type Walked } from './graph.ts';
import { parseSource } from './parse.ts';

/**
 * What a read of a name does with the value: shows it, reads it, or hands it on under a name: in its
 * own file (a variable), in its file and those importing it (a property), to a component's file.
 */
type Reading = { shows: true } | { reads: true } | { as: string; to: 'file' | 'importers' | { tag: string } };

function howRead(ts: typeof TS, read: TS.Expression): Reading {
  let node: TS.Node = read;
  for (let at = node.parent; at; node = at, at = at.parent) {
    // Tested for being there only: an edit from no words to some is not read as words (content.ts).
    if (
      (ts.isBinaryExpression(at) &&
        at.left === node &&
        at.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) ||
      (ts.isConditionalExpression(at) && at.condition === node) ||
      ((ts.isIfStatement(at) || ts.isWhileStatement(at)) && at.expression === node) ||
      (ts.isPrefixUnaryExpression(at) && at.operator === ts.SyntaxKind.ExclamationToken)
    )
      return { shows: true };
    // The value passes through these as it is.
    if (
      ts.isParenthesizedExpression(at) ||
      ts.isNonNullExpression(at) ||
      ts.isAsExpression(at) ||
      ts.isSatisfiesExpression(at) ||
      (ts.isConditionalExpression(at) && at.condition !== node) ||
      (ts.isBinaryExpression(at) &&
        (([ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(at.operatorToken.kind) &&
          at.left === node) ||
          ([
            ts.SyntaxKind.BarBarToken,
            ts.SyntaxKind.AmpersandAmpersandToken,
            ts.SyntaxKind.QuestionQuestionToken,
          ].includes(at.operatorToken.kind) &&
            at.right === node)))
    )
      continue;
    if (ts.isTemplateSpan(at) || ts.isJsxExpression(at)) {
      const holder = ts.isJsxExpression(at) ? at.parent : undefined;
      if (!holder || !ts.isJsxAttribute(holder)) return { shows: true };
      const element = holder.parent.parent;
      const tag = element.tagName.getText();
      // An element's own attribute (an `alt`, an `aria-label`) is words the page shows or reads out.
      return /^[a-z]/.test(tag) ? { shows: true } : { as: holder.name.getText(), to: { tag } };
    }
    if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.PlusToken)
      return { shows: true };
    if (ts.isPropertyAssignment(at) && at.initializer === node)
      return { as: at.name.getText(), to: 'importers' };
    if (ts.isShorthandPropertyAssignment(at)) return { as: at.name.getText(), to: 'importers' };
    if (
      (ts.isVariableDeclaration(at) || ts.isParameter(at) || ts.isBindingElement(at)) &&
      at.initializer === node
    )
      return ts.isIdentifier(at.name) ? { as: at.name.text, to: 'file' } : { reads: true };
    return { reads: true };
  }
  return { reads: true };
}

/**
 * The reads of a name in a file: `x.name`, and the name as a value (a variable, a parameter); and the
 * names it is taken under where an object is taken apart (`{ name: label }`).
 */
function readsOf(ts: typeof TS, source: TS.SourceFile, name: string) {
  const out: TS.Expression[] = [];
  const renamed: string[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isIdentifier(node) && node.text === name) {
      const { parent } = node;
      if (ts.isPropertyAccessExpression(parent) && parent.name === node) {
        // The page's own (`document.title`), not content's.
        const owner = parent.expression;
        if (!(ts.isIdentifier(owner) && ['document', 'window', 'location', 'navigator'].includes(owner.text)))
          out.push(parent);
      } else if (
        ts.isBindingElement(parent) &&
        parent.propertyName === node &&
        ts.isIdentifier(parent.name)
      ) {
        // Taken under another name (`const { title: heading } = prompt`): read as that name.
        renamed.push(parent.name.text);
      } else if (
        ts.isExpression(node) &&
        !(ts.isPropertyAccessExpression(parent) && parent.name === node) &&
        !(ts.isPropertyAssignment(parent) && parent.name === node) &&
        !(ts.isBindingElement(parent) && parent.propertyName === node) &&
        !(
          (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent)) &&
          parent.name === node
        ) &&
        !ts.isJsxAttribute(parent) &&
        !ts.isImportSpecifier(parent) &&
        !ts.isExportSpecifier(parent) &&
        !ts.isPropertySignature(parent) &&
        !ts.isPropertyDeclaration(parent) &&
        !ts.isMethodDeclaration(parent) &&
        !ts.isFunctionDeclaration(parent) &&
        !ts.isTypeReferenceNode(parent) &&
        !ts.isQualifiedName(parent)
      )
        out.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { reads: out, renamed };
}

/** The sources' texts, read once a run, and their syntax, parsed once. */
const texts = new Map<string, string>();
const textOf = (path: string) => {
  if (!texts.has(path)) texts.set(path, readFileSync(path, 'utf8'));
  return texts.get(path) as string;
};
const parsed = new Map<string, ReturnType<typeof parseSource>>();
const syntaxOf = (file: string, path: string) => {
  if (!parsed.has(path)) parsed.set(path, parseSource(file, textOf(path)));
  return parsed.get(path) as ReturnType<typeof parseSource>;
};

/** The file a component named in `file` comes from, where it is one of the sources. */
function tagFile(ts: typeof TS, graph: ModuleGraph, file: string, source: TS.SourceFile, tag: string) {
  const name = tag.split('.')[0];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    const named =
      clause?.name?.text === name ||
      (bindings && ts.isNamespaceImport(bindings) && bindings.name.text === name) ||
      (bindings && ts.isNamedImports(bindings) && bindings.elements.some((e) => e.name.text === name));
    if (named) return resolveImport(graph.root, dirname(file), statement.moduleSpecifier.text, graph.files);
  }
  // Declared in the file itself.
  return file;
}

/** Where a value read under a lead's name came from: the declarations that first read it. */
interface Origin {
  file: string;
  declarations: string[];
}

/** A name to look for in some files, and where the value it holds was handed on from. */
interface Lead {
  name: string;
  files: string[];
  origin?: Origin;
}

/**
 * The top-level declarations a read sits in, by the names exportNeeds.ts gives them; none where it
 * sits in a statement of the file's own code, which runs as the file is imported.
 */
function declarationsOf(ts: typeof TS, node: TS.Node): string[] {
  let statement = node;
  while (statement.parent && !ts.isSourceFile(statement.parent)) statement = statement.parent;
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
    return [statement.name.text];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) =>
      declaration.pos <= node.pos && node.end <= declaration.end ? namesOf(ts, declaration.name) : [],
    );
  return [];
}

const namesOf = (ts: typeof TS, name: TS.BindingName): string[] =>
  ts.isIdentifier(name)
    ? [name.text]
    : name.elements.flatMap((element) => (ts.isBindingElement(element) ? namesOf(ts, element.name) : []));

/**
 * The source files that read the value kept under any of `names` (see above), following it under the
 * names it is handed on as: each with the top-level declarations the reads sit in (an empty set where
 * one sits in the file's own code, run as it is imported).
 */
export function valueReaders(
  names: Iterable<string>,
  graph: ModuleGraph,
  from: { file: string; types: Iterable<string> },
): Map<string, Set<string>> {
  const code = [...graph.files].filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts'));
  // The value leaves its file through the files that import it, or that take its entries by their
  // type (a search of any `Prompt`): its name is first looked for there.
  const types = [...from.types];
  const typeWord = types.length
    ? new RegExp(`\\bimport\\s+(type\\s+)?\\{[^}]*\\b(${types.join('|')})\\b[^}]*\\}\\s*from`)
    : undefined;
  // The content files that gather it into others (content/prompts/index.ts), and what imports them.
  const gathered = new Set([from.file]);
  for (const file of gathered)
    for (const importer of graph.importers.get(file) ?? [])
      if (importer.startsWith('content/')) gathered.add(importer);
  const importers = new Set([...gathered].flatMap((file) => [...(graph.importers.get(file) ?? [])]));
  const first = code.filter(
    (file) =>
      gathered.has(file) ||
      importers.has(file) ||
      (typeWord !== undefined && typeWord.test(textOf(join(graph.root, file)))),
  );
  const readers = new Map<string, Set<string>>();
  const reader = ({ file, declarations }: Origin) => {
    const known = readers.get(file);
    readers.set(
      file,
      known?.size === 0 || !declarations.length ? new Set() : new Set([...(known ?? []), ...declarations]),
    );
  };
  const seen = new Set<string>();
  const todo: Lead[] = [...names].map((name) => ({ name, files: first }));
  for (let lead = todo.pop(); lead; lead = todo.pop()) {
    const { name, origin } = lead;
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) continue;
    const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);
    for (const file of lead.files) {
      const key = [file, name, origin?.file, ...(origin?.declarations ?? [])].join('\u0000');
      if (seen.has(key)) continue;
      seen.add(key);
      const text = textOf(join(graph.root, file));
      if (!word.test(text) && !text.includes('...')) continue;
      const { ts, source } = syntaxOf(file, join(graph.root, file));
      // An object spread whole (`<PersonBio {...person} />`, `{ ...entry }`) may hold the name too.
      const spreads = (node: TS.Node): void => {
        if (ts.isJsxSpreadAttribute(node) || ts.isSpreadAssignment(node)) {
          const at = origin ?? { file, declarations: declarationsOf(ts, node) };
          if (ts.isSpreadAssignment(node))
            todo.push({ name, files: [file, ...(graph.importers.get(file) ?? [])], origin: at });
          else {
            const target = tagFile(ts, graph, file, source, node.parent.parent.tagName.getText());
            if (target) todo.push({ name, files: [target], origin: at });
          }
        }
        ts.forEachChild(node, spreads);
      };
      spreads(source);
      const { reads, renamed } = readsOf(ts, source, name);
      for (const as of renamed) todo.push({ name: as, files: [file], ...(origin ? { origin } : {}) });
      for (const read of reads) {
        const use = howRead(ts, read);
        // The value reaches code it was handed on to only through the place that handed it on.
        const at = origin ?? { file, declarations: declarationsOf(ts, read) };
        if ('reads' in use) reader(at);
        if (!('as' in use)) continue;
        if (use.to === 'file') todo.push({ name: use.as, files: [file], origin: at });
        else if (use.to === 'importers')
          todo.push({ name: use.as, files: [file, ...(graph.importers.get(file) ?? [])], origin: at });
        else {
          const target = tagFile(ts, graph, file, source, use.to.tag);
          if (target) todo.push({ name: use.as, files: [target], origin: at });
        }
      }
    }
  }
  return readers;
}

/** Each walk's names by file, sorted once. */
const askedByFile = new WeakMap<Walked, Map<string, Set<string>>>();

/**
 * Whether a walk of the graph (`reach`, from a stories file) takes code that reads the value: a name
 * of a reader whose declaration holds a read, through the file's own helpers, or the file whole, or
 * any of it where a read runs as the file is imported.
 */
export function walkReads(graph: ModuleGraph, walked: Walked, readers: Map<string, Set<string>>): boolean {
  let asked = askedByFile.get(walked);
  if (!asked) {
    asked = new Map<string, Set<string>>();
    for (const key of walked.asked) {
      const [file = '', name = ''] = key.split('\u0000');
      asked.set(file, (asked.get(file) ?? new Set()).add(name));
    }
    askedByFile.set(walked, asked);
  }
  for (const [file, declarations] of readers) {
    const names = asked.get(file);
    if (walked.whole.has(file)) return true;
    if (!names) continue;
    const needs = needsOf(graph, file);
    if (!needs || !declarations.size || [...declarations].some((d) => needs.declaredAtImport.has(d)))
      return true;
    for (const [name, declared] of needs.declares)
      if (names.has(name) && [...declarations].some((d) => declared.has(d))) return true;
  }
  return false;
}
