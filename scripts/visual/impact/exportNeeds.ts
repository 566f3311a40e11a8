/**
 * What each name a file exports needs of the file's imports: the import bindings its declaration
 * reads, through the file's own top-level declarations, and those the file's code reads as it is
 * imported (a call at the top level, a class whose definition makes one), which every name needs.
 * A story that takes `episode` from a file of fixtures then reaches content/podcast.ts, which
 * `episode` reads, and not the partner tools a neighbouring fixture reads.
 *
 * Every file a page imports still runs as it is loaded, used or not: a file whose names an image
 * never takes still reaches it where it runs code of its own then (`runs`), and so do the files it
 * imports, on the same terms (graph.ts, `reach`). It only ever narrows the module graph: where a
 * file cannot be read so, or the name is not one of its own declarations, the whole file's imports
 * are followed as before.
 */
import type TS from 'typescript';
import { parseSource } from './parse.ts';

/** An import binding: the name the file knows it by, where from, and the name it takes (`*` for all). */
export interface Binding {
  local: string;
  specifier: string;
  name: string;
}

export interface ExportNeeds {
  /** The file's static import bindings, by their local names. */
  bindings: Map<string, Binding>;
  /** Specifiers the file also imports otherwise (`import '…'`, `import('…')`): always followed whole. */
  unbound: Set<string>;
  /** Each exported name with the local bindings it needs, the file's import-time needs included. */
  exports: Map<string, Set<string>>;
  /** Each exported name with the file's own top-level declarations it reads, itself included. */
  declares: Map<string, Set<string>>;
  /** The declarations the file's own code reads as it is imported. */
  declaredAtImport: Set<string>;
  /** The local bindings the file's own code reads as it is imported. */
  always: Set<string>;
  /**
   * Whether the file runs code of its own as it is imported (a call, a statement, a class whose
   * definition calls something), which may touch what a page shows whichever of its names is used.
   * A file of declarations alone does not.
   */
  runs: boolean;
}

/** Every identifier a node's code reads, leaving out the types, which never run. */
function reads(ts: typeof TS, node: TS.Node, out = new Set<string>()): Set<string> {
  // What a class extends is a value, which TypeScript's tree holds as a type with arguments.
  if (ts.isExpressionWithTypeArguments(node)) return reads(ts, node.expression, out);
  if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return out;
  if (ts.isIdentifier(node)) out.add(node.text);
  ts.forEachChild(node, (child) => void reads(ts, child, out));
  return out;
}

/**
 * Built-ins that only make a value, touching nothing else: a collection, a pattern, a date, a frozen
 * or reshaped object, and the array and string methods that return a new value. A call of anything
 * else may change what other files see (a registration, a global, a shared object mutated).
 */
const MAKES = /^(?:Map|Set|WeakMap|WeakSet|RegExp|Date|URL|Intl\.\w+)$/;
const MAKERS = new RegExp(
  [
    String.raw`Object\.(?:freeze|fromEntries|entries|keys|values)`,
    String.raw`Array\.(?:from|of|isArray)`,
    String.raw`JSON\.(?:parse|stringify)`,
    String.raw`Math\.\w+`,
    'String',
    'Number',
    'Boolean',
  ]
    .map((maker) => `^${maker}$`)
    .join('|'),
);
const METHODS = new Set([
  'map',
  'filter',
  'flatMap',
  'flat',
  'reduce',
  'slice',
  'concat',
  'join',
  'find',
  'findIndex',
  'some',
  'every',
  'includes',
  'indexOf',
  'at',
  'toLowerCase',
  'toUpperCase',
  'trim',
  'split',
  'replace',
  'replaceAll',
  'padStart',
  'padEnd',
  'startsWith',
  'endsWith',
  'toFixed',
  'toString',
  'entries',
  'keys',
  'values',
]);

/** Whether a call or `new` only makes a value (MAKES, MAKERS, METHODS); its arguments are read apart. */
function onlyMakes(ts: typeof TS, node: TS.CallExpression | TS.NewExpression): boolean {
  const callee = node.expression;
  const text = callee.getText();
  if (ts.isNewExpression(node)) return MAKES.test(text);
  if (MAKERS.test(text)) return true;
  return ts.isPropertyAccessExpression(callee) && METHODS.has(callee.name.text);
}

/**
 * Whether a node runs code as the file is imported that may reach beyond its own values: a call or
 * `new` outside any function's body, other than one that only makes a value.
 */
function runsAtImport(ts: typeof TS, node: TS.Node): boolean {
  if (ts.isFunctionLike(node) && !ts.isClassStaticBlockDeclaration(node)) return false;
  if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && onlyMakes(ts, node))
    return ts.forEachChild(node, (child) => runsAtImport(ts, child) || undefined) ?? false;
  if (
    ts.isCallExpression(node) ||
    ts.isNewExpression(node) ||
    ts.isTaggedTemplateExpression(node) ||
    ts.isAwaitExpression(node) ||
    ts.isDecorator(node)
  )
    return true;
  return ts.forEachChild(node, (child) => runsAtImport(ts, child) || undefined) ?? false;
}

const hasModifier = (ts: typeof TS, node: TS.Node, kind: TS.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

/** The names a binding pattern declares: `a`, `{ a, b: c }`, `[d, ...e]`. */
function declared(ts: typeof TS, name: TS.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : declared(ts, element.name),
  );
}

/** The file read as above; none where it is not plain to read (a glob import, a parse that failed). */
export function exportNeeds(file: string, text: string): ExportNeeds | undefined {
  if (!/\.(ts|tsx|mts|js|mjs)$/.test(file) || text.includes('import.meta.glob')) return undefined;
  const { ts, source } = parseSource(file, text);
  if ((source as { parseDiagnostics?: unknown[] }).parseDiagnostics?.length) return undefined;
  const bindings = new Map<string, Binding>();
  const unbound = new Set<string>();
  /** What each top-level local declaration reads. */
  const locals = new Map<string, Set<string>>();
  /** Exported name → the local declarations (or bindings) it is. */
  const exported = new Map<string, Set<string>>();
  const atImport = new Set<string>();
  const local = (name: string, read: Set<string>) =>
    locals.set(name, new Set([...(locals.get(name) ?? []), ...read]));
  const exportAs = (name: string, ...names: string[]) =>
    exported.set(name, new Set([...(exported.get(name) ?? []), ...names]));

  for (const statement of source.statements) {
    const exporting = hasModifier(ts, statement, ts.SyntaxKind.ExportKeyword);
    const byDefault = hasModifier(ts, statement, ts.SyntaxKind.DefaultKeyword);
    if (ts.isImportDeclaration(statement)) {
      const specifier = (statement.moduleSpecifier as TS.StringLiteral).text;
      const clause = statement.importClause;
      if (!clause) unbound.add(specifier);
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name)
        bindings.set(clause.name.text, { local: clause.name.text, specifier, name: 'default' });
      const named = clause.namedBindings;
      if (named && ts.isNamespaceImport(named))
        bindings.set(named.name.text, { local: named.name.text, specifier, name: '*' });
      else if (named)
        for (const element of named.elements)
          if (!element.isTypeOnly)
            bindings.set(element.name.text, {
              local: element.name.text,
              specifier,
              name: (element.propertyName ?? element.name).text,
            });
      continue;
    }
    // `export … from '…'` passes names on; the module graph follows those (graph.ts, `passes`).
    if (ts.isExportDeclaration(statement)) {
      if (statement.moduleSpecifier || statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause))
        for (const element of clause.elements)
          if (!element.isTypeOnly) exportAs(element.name.text, (element.propertyName ?? element.name).text);
      continue;
    }
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) continue;
    if (ts.isExportAssignment(statement)) {
      local('\0default', reads(ts, statement.expression));
      exportAs('default', '\0default');
      if (runsAtImport(ts, statement.expression)) atImport.add('\0default');
      continue;
    }
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      local(statement.name.text, reads(ts, statement));
      if (exporting) exportAs(byDefault ? 'default' : statement.name.text, statement.name.text);
      continue;
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const read = reads(ts, declaration.initializer ?? declaration.name);
        for (const name of declared(ts, declaration.name)) {
          local(name, read);
          if (exporting) exportAs(name, name);
          if (declaration.initializer && runsAtImport(ts, declaration.initializer)) atImport.add(name);
        }
      }
      continue;
    }
    // A class runs, as it is defined, what it extends, its decorators and its static members.
    if (ts.isClassDeclaration(statement) && statement.name) {
      const name = statement.name.text;
      local(name, reads(ts, statement));
      const definedWith = [
        ...(statement.heritageClauses ?? []),
        ...(ts.getDecorators(statement) ?? []),
        ...statement.members.filter(
          (member) =>
            ts.isClassStaticBlockDeclaration(member) ||
            (ts.isPropertyDeclaration(member) && hasModifier(ts, member, ts.SyntaxKind.StaticKeyword)),
        ),
      ];
      if (definedWith.some((part) => ts.isClassStaticBlockDeclaration(part) || runsAtImport(ts, part)))
        atImport.add(name);
      if (exporting) exportAs(byDefault ? 'default' : name, name);
      continue;
    }
    // Anything else runs as the file is imported, or may (an enum, a statement): every name needs
    // what it reads.
    const name =
      ts.isEnumDeclaration(statement) && statement.name
        ? statement.name.text
        : `\0statement ${statement.pos}`;
    local(name, reads(ts, statement));
    atImport.add(name);
    if (exporting) exportAs(byDefault ? 'default' : name, name);
  }
  // A file imported whole as well (`import('…')` in a function) is followed whole.
  for (const match of text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]/g)) if (match[1]) unbound.add(match[1]);

  /** The declarations some local names read, themselves included, and the bindings those need. */
  const needs = (start: Iterable<string>) => {
    const seen = new Set<string>();
    const out = new Set<string>();
    const todo = [...start];
    while (todo.length) {
      const name = todo.pop() as string;
      if (seen.has(name)) continue;
      seen.add(name);
      if (bindings.has(name)) out.add(name);
      for (const read of locals.get(name) ?? []) todo.push(read);
    }
    return { bindings: out, declarations: new Set([...seen].filter((name) => locals.has(name))) };
  };
  const atStart = needs(atImport);
  const always = atStart.bindings;
  const exports = new Map<string, Set<string>>();
  const declares = new Map<string, Set<string>>();
  for (const [name, declarations] of exported) {
    const needed = needs(declarations);
    exports.set(name, new Set([...needed.bindings, ...always]));
    declares.set(name, needed.declarations);
  }
  return {
    bindings,
    unbound,
    exports,
    always,
    declares,
    declaredAtImport: atStart.declarations,
    runs: atImport.size > 0,
  };
}
