/**
 * Where the sources name a token of a family, or a role of a group, by its key. A drawing names a
 * length or a colour by its value, and other values often share it (a section's 80 px of padding is
 * `theme.spacing(10)`, and `space.section` is 80 px too; a role's colour may be another role's), so a
 * token or role that no source names, and no source reads by a key worked out at run time, can move
 * without the images that show its value changing.
 *
 * The family is read from the syntax, as TypeScript's parser sees it: `space.section`,
 * `t.tokens.space['section']`, a palette path (`bgcolor: 'surface.subtle'`) and `tokens = { space }`
 * or `surface: { ...roles.surface }` (the family handed on under its own name) are plain to read; any
 * other use of it (`space[step]`, `Object.entries(space)`, `const s = space`, `` `surface.${tone}` ``)
 * may reach every key, and the reader says so.
 */
import type TS from 'typescript';
import { parseSource } from './parse.ts';

export interface FamilyUse {
  /** The keys the file names, in any object the family is reached through. */
  keys: Set<string>;
  /** The file uses the family in a way that may reach any of its keys. */
  any: boolean;
}

/** Script that can draw; the docs' MDX pages are never shot. */
const SCRIPT = /\.(ts|tsx|mts|js|mjs)$/;

const byFile = new Map<string, FamilyUse | undefined>();

/**
 * How a script uses a family by name; none where it does not mention it. `holders` names the objects
 * the family is a property of (a role group hangs from `roles` and the `palette`): another object's
 * property of the same name (a status colour's `success.surface`) is then not the family.
 */
export function familyUse(
  file: string,
  text: string,
  family: string,
  holders?: string[],
): FamilyUse | undefined {
  const key = `${file}\0${family}\0${holders?.join() ?? ''}`;
  if (!byFile.has(key))
    byFile.set(
      key,
      SCRIPT.test(file) && text.includes(family) ? read(file, text, family, holders) : undefined,
    );
  return byFile.get(key);
}

function read(file: string, text: string, family: string, holders?: string[]): FamilyUse | undefined {
  const { ts, source } = parseSource(file, text);
  const use: FamilyUse = { keys: new Set(), any: false };
  let met = false;
  const held = (object: TS.Expression) =>
    !holders ||
    (ts.isIdentifier(object) && holders.includes(object.text)) ||
    (ts.isPropertyAccessExpression(object) && holders.includes(object.name.text));
  // A reference to the family: its name as a value (`space`), or a property of that name (`x.space`).
  const isFamily = (node: TS.Node): boolean =>
    (!holders && ts.isIdentifier(node) && node.text === family && !isName(ts, node)) ||
    (ts.isPropertyAccessExpression(node) && node.name.text === family && held(node.expression)) ||
    (ts.isElementAccessExpression(node) &&
      ts.isStringLiteralLike(node.argumentExpression) &&
      node.argumentExpression.text === family);
  const named = (element: TS.BindingElement) => {
    const taken = element.propertyName ?? element.name;
    return ts.isIdentifier(taken) ? taken.text : undefined;
  };
  const takenFromHolder = (element: TS.BindingElement) => {
    if (named(element) !== family) return false;
    const from = element.parent.parent;
    if (ts.isVariableDeclaration(from)) return Boolean(from.initializer && held(from.initializer));
    return ts.isBindingElement(from) && holders?.includes(named(from) ?? '');
  };
  const path = new RegExp(`^${family}\\.(\\w+)$`);
  const opens = (words: string) => words.endsWith(`${family}.`);
  const visit = (node: TS.Node): void => {
    // Types say nothing of what is drawn, and an import only brings the name in.
    if (ts.isTypeNode(node) || ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // A palette path, whole (`'surface.subtle'`) or built at run time (`` `surface.${tone}` ``).
    if (ts.isStringLiteralLike(node)) {
      const key = path.exec(node.text)?.[1];
      if (key) {
        met = true;
        use.keys.add(key);
      }
      return;
    }
    if (
      (ts.isTemplateExpression(node) &&
        [node.head, ...node.templateSpans.map((span) => span.literal)].some((part) => opens(part.text))) ||
      (ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
        ts.isStringLiteralLike(node.left) &&
        opens(node.left.text))
    ) {
      met = true;
      use.any = true;
    }
    // With holders, a bare name is the family only where it is taken out of one of them (`const { surface }
    // = theme.palette`), and then may be used any way; a heading's `level` prop is not the palette's.
    if (holders && ts.isBindingElement(node) && takenFromHolder(node)) {
      met = true;
      use.any = true;
    }
    if (isFamily(node)) {
      met = true;
      const { parent } = node;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) use.keys.add(parent.name.text);
      else if (ts.isElementAccessExpression(parent) && parent.expression === node) {
        if (ts.isStringLiteralLike(parent.argumentExpression)) use.keys.add(parent.argumentExpression.text);
        else use.any = true;
      } else if (!handedOnByName(ts, node, family)) use.any = true;
      // `x.space`: what comes before the family is another object, read for its own sake.
      if (!ts.isIdentifier(node)) node.forEachChild(visit);
      return;
    }
    node.forEachChild(visit);
  };
  source.forEachChild(visit);
  return met ? use : undefined;
}

/** An identifier that names something rather than referring to a value: a property or a declaration. */
function isName(ts: typeof TS, node: TS.Identifier): boolean {
  const { parent } = node;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isQualifiedName(parent) && parent.right === node) ||
    ((ts.isPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isJsxAttribute(parent)) &&
      parent.name === node) ||
    ((ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isBindingElement(parent)) &&
      parent.name === node)
  );
}

/**
 * The family put whole into an object under its own name (`tokens = { space }`, `{ space: space }`):
 * it is then reached as a property of that name, which the reader follows wherever it is used.
 */
function handedOnByName(ts: typeof TS, node: TS.Node, family: string): boolean {
  const { parent } = node;
  if (ts.isShorthandPropertyAssignment(parent)) return parent.name.text === family;
  // Spread whole into an object of its own name: `surface: { ...roles.surface }`.
  const holder = ts.isSpreadAssignment(parent) ? parent.parent.parent : parent;
  const value = ts.isSpreadAssignment(parent) ? parent.parent : node;
  return (
    ts.isPropertyAssignment(holder) &&
    holder.initializer === value &&
    (ts.isIdentifier(holder.name) || ts.isStringLiteral(holder.name)) &&
    holder.name.text === family
  );
}
