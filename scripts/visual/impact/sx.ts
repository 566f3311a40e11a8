/**
 * Where the source gives a component its own value of a root property. MUI applies a component's
 * `sx` after the theme's override of it, so an element whose `sx` sets `fontWeight` draws the same
 * whatever the override's `fontWeight` becomes: a chip in bolder type reaches only the chips that
 * leave their weight to the theme.
 *
 * It is read from the places a file writes the component (`<Chip … />`), and only ever narrows a
 * prediction where every such place is plain to read: a place with spread props, an `sx` worked out
 * at run time, or the component used as a value (`component={Chip}`, `styled(Chip)`) may leave the
 * property to the theme, and then the override reaches the image.
 */
import type TS from 'typescript';
import { parseSource } from './parse.ts';
import { importsComponent, readSource } from './subjects.ts';

/** TypeScript's parser, as parseSource loaded it for the file being read. */
let ts: typeof TS;

/** The keys of `sx` that set a property whole: its own name, or the system's short name for it. */
const SX_NAMES: Record<string, string[]> = {
  padding: ['p'],
  paddingTop: ['pt'],
  paddingRight: ['pr'],
  paddingBottom: ['pb'],
  paddingLeft: ['pl'],
  margin: ['m'],
  marginTop: ['mt'],
  marginRight: ['mr'],
  marginBottom: ['mb'],
  marginLeft: ['ml'],
  backgroundColor: ['bgcolor'],
};

/** The name a file gives one of MUI's components where it imports it, if it does. */
function localName(source: TS.SourceFile, part: string): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (from === `@mui/material/${part}` && clause?.name) return clause.name.text;
    if (from !== '@mui/material' || !clause?.namedBindings || !ts.isNamedImports(clause.namedBindings))
      continue;
    for (const element of clause.namedBindings.elements)
      if ((element.propertyName ?? element.name).text === part) return element.name.text;
  }
  return undefined;
}

/** A value that is there whatever runs: a number, a word, a token (`radii.pill`). */
const definite = (value: TS.Expression) =>
  ts.isNumericLiteral(value) ||
  ts.isStringLiteral(value) ||
  ts.isNoSubstitutionTemplateLiteral(value) ||
  ts.isPropertyAccessExpression(value);

/** Whether a place's own props set the property for certain: in an `sx` object, with nothing spread. */
function setsOwn(attributes: TS.JsxAttributes, property: string): boolean {
  if (attributes.properties.some((attribute) => ts.isJsxSpreadAttribute(attribute))) return false;
  const sx = attributes.properties.find(
    (attribute): attribute is TS.JsxAttribute =>
      ts.isJsxAttribute(attribute) && ts.isIdentifier(attribute.name) && attribute.name.text === 'sx',
  );
  const value = sx?.initializer && ts.isJsxExpression(sx.initializer) ? sx.initializer.expression : undefined;
  if (!value || !ts.isObjectLiteralExpression(value)) return false;
  if (value.properties.some((entry) => ts.isSpreadAssignment(entry))) return false;
  const names = [property, ...(SX_NAMES[property] ?? [])];
  return value.properties.some(
    (entry) =>
      ts.isPropertyAssignment(entry) &&
      (ts.isIdentifier(entry.name) || ts.isStringLiteral(entry.name)) &&
      names.includes(entry.name.text) &&
      definite(entry.initializer),
  );
}

/**
 * How a file writes the component: none where it writes it nowhere, else whether every place sets
 * the property of its own (false where one place does not, or the component is used as a value).
 */
export function ownValueInFile(file: string, text: string, part: string, property: string) {
  const parsed = parseSource(file, text);
  ts = parsed.ts;
  const name = localName(parsed.source, part);
  if (!name) return undefined;
  let every = true;
  let places = 0;
  const visit = (node: TS.Node): void => {
    if (!every) return;
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      if (ts.isIdentifier(node.tagName) && node.tagName.text === name) {
        places++;
        if (!setsOwn(node.attributes, property)) every = false;
      }
      node.attributes.forEachChild(visit);
      return;
    }
    if (ts.isImportDeclaration(node) || ts.isJsxClosingElement(node)) return;
    // The component handed on as a value: what it draws is not written here.
    if (ts.isIdentifier(node) && node.text === name) every = false;
    node.forEachChild(visit);
  };
  parsed.source.forEachChild(visit);
  return every && places ? true : every ? undefined : false;
}

/**
 * The components whose every element on the site is written by its source, apart from those drawn
 * inside the MUI components named here. Others (Typography, Paper, SvgIcon, IconButton) are drawn
 * inside too many of MUI's own components to be read from the source: an override reaches them as
 * the drawings say.
 */
const DRAWN_INSIDE: Record<string, string[]> = {
  Alert: [],
  AppBar: [],
  Avatar: ['AvatarGroup'],
  Breadcrumbs: [],
  Button: [],
  Card: [],
  CardActions: [],
  CardContent: [],
  Chip: ['Autocomplete'],
  Container: [],
  Divider: [],
  Link: [],
};

const byFile = new Map<string, boolean | undefined>();

/**
 * Whether the source files an image reaches give every element of this component they write their
 * own value of the root property an override's path names (`styleOverrides.root.fontWeight`), so
 * the override's value of it reaches none of them. False for any other path, for a component MUI
 * also draws inside one of the files' components, and where the files write the component nowhere.
 */
export function ownValueEverywhere(files: Iterable<string>, part: string, path: string): boolean {
  const [, slot, property, ...rest] = path.split('.');
  const inside = DRAWN_INSIDE[part];
  if (slot !== 'root' || !property || rest.length || !inside) return false;
  const sources = [...files].filter((file) => /\.[jt]sx?$/.test(file));
  if (sources.some((file) => inside.some((other) => importsComponent(file, other)))) return false;
  let written = false;
  for (const file of sources) {
    const key = `${file}\0${part}\0${property}`;
    if (!byFile.has(key)) {
      const text = readSource(file);
      byFile.set(key, text.includes(part) ? ownValueInFile(file, text, part, property) : undefined);
    }
    const own = byFile.get(key);
    if (own === false) return false;
    if (own) written = true;
  }
  return written;
}
