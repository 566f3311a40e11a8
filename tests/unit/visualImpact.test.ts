// @vitest-environment node
/**
 * The prediction (scripts/visual/impact/): which token names an edit of the theme moves, the words an
 * edit of content/ changes and the elements that show them, and the module graph that carries an
 * edit of a component to the pages and stories that import it.
 */
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutTheme, type ThemeModules } from '../../scripts/visual/capture/tokens';
import {
  changedSpan,
  hunksOf,
  showsOldText,
  stringsOf,
  textEdits,
} from '../../scripts/visual/impact/content';
import { moduleGraph, reach } from '../../scripts/visual/impact/graph';
import { valueReaders } from '../../scripts/visual/impact/readers';
import { storyExportsChanged } from '../../scripts/visual/impact/stories';
import { contentReader, contentStrings } from '../../scripts/visual/impact/contentStrings';
import { ownValueEverywhere, ownValueInFile } from '../../scripts/visual/impact/sx';
import { familyUse } from '../../scripts/visual/impact/tokenNames';
import { judgePrediction } from '../../scripts/visual/impact/judge';
import {
  lineOfPath,
  shippedWeight,
  showsBreakpointMove,
  showsLineRatio,
  showsRadiusMove,
  showsSpacing,
  wearsOldValue,
} from '../../scripts/visual/impact/index';
import { storiesFiles, subjects, wears, type Subject } from '../../scripts/visual/impact/subjects';
import { storiesOf } from '../../scripts/visual/impact/storyIndex';
import type { Drawing, DrawnElement } from '../../scripts/visual/capture/drawing';
import {
  breakpointMoves,
  changedPaths,
  inOldTerms,
  roleSwitches,
  lengthAt,
  tokenMoves,
  type ThemeTree,
  wiringChanges,
} from '../../scripts/visual/impact/theme';
import { ROOT } from '../../scripts/visual/record';
import * as primitives from '../../theme/primitives';
import * as semantic from '../../theme/semantic';

/** The checkout's theme with some primitives replaced, as an edit would leave it. */
function edited(change: Record<string, unknown>): ThemeModules {
  const colourTokens = new Map(checkoutTheme.art.colourTokens);
  for (const [palette, steps] of Object.entries(change))
    if (steps && typeof steps === 'object')
      for (const [step, value] of Object.entries(steps))
        if (typeof value === 'string') colourTokens.set(`${palette}.${step}`, value);
  return {
    ...checkoutTheme,
    art: { colourTokens },
    primitives: { ...checkoutTheme.primitives, ...change } as ThemeModules['primitives'],
  };
}

const tree = (modules: ThemeModules, roles: unknown): ThemeTree => ({
  dir: ROOT,
  modules,
  primitives: { ...primitives },
  semantic: { ...semantic, roles },
  typography: {},
  overrides: {},
});

describe('what an edit of the theme moves', () => {
  it('names a colour that moved, and folds the shadows and gradients made of it into it', () => {
    const pink = { ...primitives.pink, 600: '#b0155a' };
    const glow = {
      ...primitives.glow,
      focus: primitives.glow.focus.replace(primitives.pink[600], pink[600]),
    };
    const gradients = {
      ...primitives.gradients,
      brand: primitives.gradients.brand.replace(primitives.pink[600], pink[600]),
    };
    const moves = tokenMoves(checkoutTheme, edited({ pink, glow, gradients }));
    const pinkMove = moves.find((m) => m.name === 'pink.600');
    expect(pinkMove).toMatchObject({ from: '#c8185f', to: '#b0155a', widths: ['mobile', 'desktop'] });
    expect(pinkMove?.madeOf).toBeUndefined();
    expect(moves.find((m) => m.name === 'glow.focus')?.madeOf).toEqual(['pink.600']);
    expect(moves.find((m) => m.name === 'gradients.brand')?.madeOf).toEqual(['pink.600']);
  });

  it('names a spacing token at the widths where it is in force only', () => {
    const inset = { ...primitives.inset, card: { ...primitives.inset.card, xs: 2.25 } };
    const moves = tokenMoves(checkoutTheme, edited({ inset }));
    expect(moves).toEqual([{ name: 'inset.card.xs', from: '20', to: '18', widths: ['mobile'] }]);
  });

  it("names a move of a variant's spacing or case of letters, which its font does not show", () => {
    const { typography } = checkoutTheme.typography;
    const button = { ...typography.button, letterSpacing: '0.02em' };
    const moves = tokenMoves(checkoutTheme, {
      ...checkoutTheme,
      typography: { typography: { ...typography, button } },
    });
    expect(moves.map(({ name, widths }) => ({ name, widths }))).toEqual([
      { name: 'typography.button', widths: ['mobile', 'desktop'] },
    ]);
    const [from, to] = [moves[0]?.from, moves[0]?.to].map((v) => JSON.parse(v ?? '{}') as object);
    expect(from).toMatchObject({ 'letter-spacing': '0', 'text-transform': 'none', 'font-weight': '600' });
    expect(to).toMatchObject({ 'letter-spacing': '0.02em', 'text-transform': 'none' });
  });

  it("reads a variant's line height in the lines of its own size, where others share its ratio", () => {
    // body2 (14 px) and lead (19 px) are both set 1.6 high.
    const drawing = { styles: [{ font: 'normal 400 14px/22.4px' }], lines: [] } as unknown as Drawing;
    expect(showsLineRatio(drawing, 1.6)).toBe(true);
    expect(showsLineRatio(drawing, 1.6, 19)).toBe(false);
    expect(showsLineRatio(drawing, 1.6, 14)).toBe(true);
  });

  it("finds a variant's spacing in em as that share of each wearer's size", () => {
    // The eyebrow's 0.1em is 1.3 px in its own 13 px type, and 1.2 px where a place sets it at 12 px.
    const drawing = (style: Record<string, string>) => ({ styles: [style], lines: [] }) as unknown as Drawing;
    expect(showsSpacing(drawing({ font: 'normal 700 13px/18.2px', 'letter-spacing': '1.3px' }), 0.1)).toBe(
      true,
    );
    expect(showsSpacing(drawing({ font: 'normal 700 12px/16.8px', 'letter-spacing': '1.2px' }), 0.1)).toBe(
      true,
    );
    expect(
      showsSpacing(drawing({ font: 'normal 600 56px/61.6px', 'letter-spacing': '-0.84px' }), -0.015),
    ).toBe(true);
    expect(showsSpacing(drawing({ font: 'normal 700 13px/18.2px', 'letter-spacing': '1.04px' }), 0.1)).toBe(
      false,
    );
    expect(showsSpacing(drawing({ font: 'normal 400 16px/26.4px' }), 0.1)).toBe(false);
  });

  it('names a type variant at the widths where its size computes otherwise', () => {
    const { typography } = checkoutTheme.typography;
    const withH3 = (fontSize: string): ThemeModules => ({
      ...checkoutTheme,
      typography: { typography: { ...typography, h3: { ...typography.h3, fontSize } } },
    });
    // 2.5vw is 9.75 px on a 390 px phone and 36 px on a 1440 px screen: the minimum, then the maximum.
    const widths = (fontSize: string) =>
      tokenMoves(checkoutTheme, withH3(fontSize)).find((m) => m.name === 'typography.h3')?.widths;
    expect(widths('clamp(1.5rem, 2.5vw, 2rem)')).toEqual(['desktop']);
    expect(widths('clamp(1.4rem, 2.5vw, 1.95rem)')).toEqual(['mobile']);
    expect(widths('clamp(1.5rem, 2.6vw, 1.95rem)')).toBeUndefined();
    expect(widths('clamp(1.5rem, 3vw + 0.1rem, 1.95rem)')).toEqual(['mobile', 'desktop']);
  });

  it('computes a length as the browser does at a width, or says it cannot', () => {
    expect(lengthAt('clamp(1.5rem, 2.5vw, 1.95rem)', 390)).toBe(24);
    expect(lengthAt('clamp(1.5rem, 2.5vw, 1.95rem)', 1440)).toBeCloseTo(31.2);
    expect(lengthAt('min(10vw, 3rem)', 390)).toBe(39);
    expect(lengthAt('max(12px, 1rem)', 390, 20)).toBe(20);
    for (const other of ['calc(1rem + 2px)', '1em', '50%', 'clamp(1rem, 2vw)', '2rem 3rem'])
      expect(lengthAt(other, 390), other).toBeUndefined();
  });

  it('tells a role switched to another token from a token whose own value moved', () => {
    const roles = { ...semantic.roles, text: { ...semantic.roles.text, link: primitives.pink[800] } };
    const switched = roleSwitches(tree(checkoutTheme, semantic.roles), tree(checkoutTheme, roles));
    expect(switched).toEqual([
      {
        role: 'text.link',
        from: 'pink.700',
        to: 'pink.800',
        names: ['pink.700'],
        value: primitives.pink[700],
      },
    ]);
    // pink.700 itself deeper: the roles that wear it follow, and that is the token's move, not theirs.
    const pink = { ...primitives.pink, 700: '#94103f' };
    const followed = { ...semantic.roles, text: { ...semantic.roles.text, link: pink[700] } };
    expect(roleSwitches(tree(checkoutTheme, semantic.roles), tree(edited({ pink }), followed))).toEqual([]);
  });

  it("finds a role's own line, past keys of the same name in other groups", () => {
    const lines = readFileSync(join(ROOT, 'theme/semantic.ts'), 'utf8').split('\n');
    const at = (source: string) => lines[Number(source.split(':')[1]) - 1]?.trim();
    // `brand.border` and `surface.subtle` both come before the border group's `subtle`.
    const border = lineOfPath('theme/semantic.ts', 'border.subtle');
    expect(at(border)).toBe('subtle: neutral[200],');
    expect(Number(border.split(':')[1])).toBeGreaterThan(
      lines.findIndex((line) => /^\s*border: \{/.test(line)),
    );
    expect(at(lineOfPath('theme/semantic.ts', 'surface.subtle'))).toBe('subtle: neutral[50],');
    expect(at(lineOfPath('theme/semantic.ts', 'brand.border'))).toBe('border: pink[200],');
    // A key not written out: the deepest one that is; none at all: the file.
    expect(lineOfPath('theme/semantic.ts', 'border.nowhere')).toBe(lineOfPath('theme/semantic.ts', 'border'));
    expect(lineOfPath('theme/semantic.ts', 'nowhere.subtle')).toBe('theme/semantic.ts');
    // The wiring of theme/index.ts: a palette's own key, and a key on its parent's line.
    const index = readFileSync(join(ROOT, 'theme/index.ts'), 'utf8').split('\n');
    const atIndex = (source: string) => index[Number(source.split(':')[1]) - 1]?.trim();
    expect(atIndex(lineOfPath('theme/index.ts', 'palette.secondary.light'))).toBe(
      'light: roles.accent.light,',
    );
    expect(atIndex(lineOfPath('theme/index.ts', 'shape.borderRadius'))).toBe(
      'shape: { borderRadius: radii.md },',
    );
  });

  it('leaves the pictures out of a role switch: the art names primitives, never roles', () => {
    const hex = primitives.pink[400];
    const drawing = {
      elements: [],
      styles: [],
      tokens: {},
      pictures: {
        'scene.svg': { art: 'theme/art/scenes/home.svg', shapes: '', tokens: { 'pink.400': hex } },
      },
    } as unknown as Drawing;
    expect(wears(drawing, hex)).toBe(true);
    expect(wears(drawing, hex, { pictures: false })).toBe(false);
  });

  it('names a breakpoint whose width moved, and leaves any other change of its file to the module graph', () => {
    const withBreakpoints = (
      breakpoints: Record<string, number>,
      viewports = checkoutTheme.breakpoints.viewports,
    ): ThemeModules => ({
      ...checkoutTheme,
      breakpoints: { ...checkoutTheme.breakpoints, breakpoints, viewports } as ThemeModules['breakpoints'],
    });
    const values = { ...checkoutTheme.breakpoints.breakpoints };
    expect(breakpointMoves(checkoutTheme, withBreakpoints({ ...values, lg: 1280 }))).toEqual([
      { name: 'lg', from: 1200, to: 1280 },
    ]);
    expect(breakpointMoves(checkoutTheme, withBreakpoints(values))).toBeUndefined();
    expect(breakpointMoves(checkoutTheme, withBreakpoints({ ...values, xxl: 1920 }))).toBeUndefined();
    const wider = {
      ...checkoutTheme.breakpoints.viewports,
      mobile: { name: 'Mobile', width: 400, height: 844 },
    };
    expect(
      breakpointMoves(checkoutTheme, withBreakpoints({ ...values, lg: 1280 }, wider as never)),
    ).toBeUndefined();
  });

  it('reaches the images at a width the breakpoint now switches, and those with a box held at it', () => {
    const subject = (image: string, boxes: number[] = [], files: string[] = []): Subject => ({
      image,
      files: new Set(files),
      drawing: {
        elements: boxes.map((width): DrawnElement => [-1, 'div', [0, 0, width, 10], 0]),
      } as unknown as Subject['drawing'],
    });
    const none = new Set<string>();
    const lg = { name: 'lg', from: 1200, to: 1280 };
    // Media queries switch nowhere: 390 and 1440 px are on the same side of both values.
    expect(showsBreakpointMove(lg, subject('pages/main/root-desktop.png', [1440, 1200]), none)).toBe(true);
    expect(showsBreakpointMove(lg, subject('pages/main/root-desktop.png', [1440, 1152]), none)).toBe(false);
    expect(showsBreakpointMove(lg, subject('pages/main/root-mobile.png', [390]), none)).toBe(false);
    // 1440 px now lies below lg: every desktop image lays out otherwise, none at 390 px.
    const past = { name: 'lg', from: 1200, to: 1500 };
    expect(showsBreakpointMove(past, subject('stories/a--b-desktop.png', [600]), none)).toBe(true);
    expect(showsBreakpointMove(past, subject('stories/a--b-mobile.png', [300]), none)).toBe(false);
    // A source that reads the values itself (a table of them) reaches its images at both widths.
    const table = new Set(['stories/foundations/foundationTables.tsx']);
    const reader = subject('stories/a--b-mobile.png', [], ['stories/foundations/foundationTables.tsx']);
    expect(showsBreakpointMove(lg, reader, table)).toBe(true);
  });

  it("reads what theme/index.ts itself changed in the theme MUI builds, a closure's value included", async () => {
    // The old theme: the checkout's folder with index.ts edited, as the base commit would hold it.
    const folder = (edit: (text: string) => string) => {
      const dir = mkdtempSync(join(tmpdir(), 'wiring-test-'));
      cpSync(join(ROOT, 'theme'), join(dir, 'theme'), { recursive: true });
      const file = join(dir, 'theme', 'index.ts');
      writeFileSync(file, edit(readFileSync(file, 'utf8')));
      symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
      copyFileSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
      return { dir } as ThemeTree;
    };
    const divider = folder((text) =>
      text.replace('divider: roles.border.subtle', 'divider: roles.border.strong'),
    );
    const spacing = folder((text) => text.replace('spacing: spacingUnit,', 'spacing: 6,'));
    const same = folder((text) => `${text}\n// A comment changes nothing MUI builds.\n`);
    try {
      const { roles } = semantic;
      expect(await wiringChanges(ROOT, divider)).toEqual(
        ['motion', 'still'].map((theme) => ({
          path: `${theme}.palette.divider`,
          from: roles.border.strong,
          to: roles.border.subtle,
        })),
      );
      // MUI's spacing function reads the same whatever the unit: its step's length tells them apart.
      expect((await wiringChanges(ROOT, spacing))?.map((change) => change.path)).toEqual([
        'motion.spacing(1)',
        'still.spacing(1)',
      ]);
      expect(await wiringChanges(ROOT, same)).toEqual([]);
    } finally {
      for (const { dir } of [divider, spacing, same]) rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a value back in the old terms of the tokens that moved', () => {
    const moves = [{ name: 'pink.600', from: '#c8185f', to: '#b0155a', widths: [] }];
    expect(inOldTerms('0 0 0 5px #b0155a', moves)).toBe('0 0 0 5px #c8185f');
    expect(inOldTerms('#123456', moves)).toBe('#123456');
    expect(changedPaths({ a: { b: 1, c: 2 } }, { a: { b: 1, c: 3, d: 4 } })).toEqual(['a.c', 'a.d']);
  });
});

describe('what an edit of content/ changes', () => {
  const diff = [
    'diff --git a/content/home.ts b/content/home.ts',
    '--- a/content/home.ts',
    '+++ b/content/home.ts',
    '@@ -26 +26 @@ export const homeText = {',
    "-  featuresIntro: 'Read it with your morning coffee and use it before lunch.',",
    "+  featuresIntro: 'Read it with your morning tea and use it before lunch.',",
    '@@ -40,0 +41 @@',
    "+  added: 'A new line no drawing shows yet.',",
  ].join('\n');

  it('reads the old and new words of each changed line, and gives up on lines it cannot pair', () => {
    const [changed, added] = hunksOf(diff);
    expect(textEdits(changed as never)).toEqual([
      {
        file: 'content/home.ts',
        line: 26,
        from: 'Read it with your morning coffee and use it before lunch.',
        to: 'Read it with your morning tea and use it before lunch.',
      },
    ]);
    expect(textEdits(added as never)).toBeUndefined();
    expect(changedSpan('your morning coffee and', 'your morning tea and')).toEqual(['coffee', 'tea']);
    expect(stringsOf('  title: `Hello ${name}, welcome`,')).toEqual(['Hello', ', welcome']);
  });

  it('finds an element that shows the old words whole, inside a longer text, or split around a link', () => {
    const edit = {
      file: 'content/home.ts',
      line: 26,
      from: 'Read it with your morning coffee.',
      to: 'Read it with your morning tea.',
    };
    expect(showsOldText(edit, 'Read it with your morning coffee.')).toBe(true);
    expect(showsOldText(edit, 'Short and practical. Read it with your morning coffee.')).toBe(true);
    expect(showsOldText(edit, 'your morning coffee.')).toBe(true);
    expect(showsOldText(edit, 'Read it with')).toBe(false);
    expect(showsOldText(edit, 'Read it with your morning tea.')).toBe(false);
  });

  it('tells a value that picks what code draws from words, by the place the content types give it', () => {
    const { root, write } = scratchSources();
    write(
      'content/types.ts',
      [
        "export type Icon = 'prompts' | 'guides';",
        "export type Level = 'Beginner' | 'Advanced' | (string & Record<never, never>);",
        "export type Price = { kind: 'free'; for: string } | { kind: 'paid'; note: string };",
        'export interface Card { title: string; icon: Icon; level: Level; price: Price }',
      ].join('\n'),
    );
    const card = [
      "import type { Card } from './types';",
      'export const cards: Record<string, Card> = {',
      "  'first-card': {",
      "    title: 'Prompts for busy mornings',",
      "    icon: 'prompts',",
      "    level: 'Beginner',",
      "    price: { kind: 'paid', note: 'Prompts and guides, paid monthly' },",
      '  },',
      '};',
      "export const labels = { button: 'Find A Prompt' } as const satisfies { button: 'Find A Prompt' };",
    ].join('\n');
    write('content/cards.ts', card);
    const strings = contentStrings(root, 'content/cards.ts', card);
    // A record's key, an icon's name, a level, a union's tag: each picks; the words do not, nor a
    // label its type pins to one value. Each string knows the name it is kept under.
    const picks = [...strings].flatMap(([line, all]) =>
      all.filter((s) => s.switch).map((s) => `${line}:${s.value}`),
    );
    expect(picks).toEqual(['3:first-card', '5:prompts', '6:Beginner', '7:paid']);
    expect(strings.get(4)).toEqual([
      { value: 'Prompts for busy mornings', switch: false, key: 'title', types: ['Card'] },
    ]);
    expect(strings.get(7)?.[1]).toEqual({
      value: 'Prompts and guides, paid monthly',
      switch: false,
      key: 'note',
      types: ['Price', 'Card'],
    });
    const reader = contentReader(root, () => card);
    const hunk = (line: number, from: string, to: string) =>
      hunksOf(
        [
          '+++ b/content/cards.ts',
          `@@ -${line} +${line} @@`,
          `-${card.split('\n')[line - 1]}`,
          `+${(card.split('\n')[line - 1] ?? '').replace(from, to)}`,
        ].join('\n'),
      )[0] as never;
    const read = (line: number, from: string, to: string) => {
      const h = hunk(line, from, to);
      const edits = textEdits(h) ?? [];
      const { keys, types } = reader.keys(h, edits);
      return { switches: reader.switches(h, edits), keys: [...keys], types: [...types] };
    };
    expect(read(5, "'prompts'", "'guides'").switches).toBe(true);
    expect(read(7, "'paid'", "'free'").switches).toBe(true);
    expect(read(7, 'paid monthly', 'billed monthly')).toEqual({
      switches: false,
      keys: ['note'],
      types: ['Price', 'Card'],
    });
    expect(read(4, 'busy mornings', 'slow mornings')).toEqual({
      switches: false,
      keys: ['title'],
      types: ['Card'],
    });
    rmSync(root, { recursive: true, force: true });
  });

  it('finds the code that reads the words, not only shows them, following them under the names they take', () => {
    const { root, write } = scratchSources();
    write('content/types.ts', 'export interface Person { name: string; bio: string }');
    write(
      'content/people.ts',
      [
        "import type { Person } from './types';",
        "export const people: Person[] = [{ name: 'Ada Lovelace', bio: 'Wrote the first program.' }];",
      ].join('\n'),
    );
    // Shown only: a JSX child, an element's attribute, a template, a test for being there.
    write(
      'src/Bio.tsx',
      [
        "import { people } from '../content/people';",
        'export const Bio = () => people.map((p) => (',
        '  <p title={p.name} aria-label={`About ${p.bio}`}>{p.bio && <span>{p.bio}</span>}</p>',
        '));',
      ].join('\n'),
    );
    // Handed to a component of the sources, which makes initials of it.
    write(
      'src/Avatar.tsx',
      [
        'const initials = (text: string) => text.slice(0, 1);',
        'export const Avatar = ({ label }: { label: string }) => <span>{initials(label)}</span>;',
      ].join('\n'),
    );
    write(
      'src/Person.tsx',
      [
        "import { Avatar } from './Avatar';",
        "import { people } from '../content/people';",
        'export const Person = () => <Avatar label={people[0]?.name ?? ""} />;',
      ].join('\n'),
    );
    // Put in an object that a search reads among others.
    write(
      'src/rows.ts',
      "import { people } from '../content/people';\nexport const rows = people.map((p) => ({ words: p.bio }));",
    );
    write(
      'src/search.ts',
      "import { rows } from './rows';\nexport const found = rows.filter((r) => r.words.includes('program'));",
    );
    // Given the entries' type: people sorted by name, which does not import them.
    write(
      'src/sort.ts',
      [
        "import type { Person } from '../content/types';",
        'export const byName = (all: Person[]) => [...all].sort((a, b) => a.name.localeCompare(b.name));',
        // Taken apart under another name.
        'export const longest = (all: Person[]) => Math.max(...all.map(({ name: who }) => who.length));',
      ].join('\n'),
    );
    // Spread whole into a component that reads it.
    write(
      'src/Badge.tsx',
      'export const Badge = ({ name }: { name: string }) => <b>{name.toUpperCase()}</b>;',
    );
    write(
      'src/Team.tsx',
      [
        "import { Badge } from './Badge';",
        "import { people } from '../content/people';",
        'export const Team = () => people.map((p) => <Badge key={p.bio} {...p} />);',
      ].join('\n'),
    );
    // Gathered with other content into one list, which a filter reads by length.
    write('content/all.ts', "import { people } from './people';\nexport const everyone = [...people];");
    write(
      'src/count.ts',
      "import { everyone } from '../content/all';\nexport const long = everyone.filter((p) => p.bio.length > 40);",
    );
    // A name read of something else: a tool's, in a file that neither imports the people nor their type.
    write('src/tools.ts', 'export const wide = (tool: { name: string }) => tool.name.length > 12;');
    const graph = moduleGraph(root);
    const readers = (key: string) =>
      Object.fromEntries(
        [...valueReaders([key], graph, { file: 'content/people.ts', types: ['Person'] })].map(
          ([file, declarations]) => [file, [...declarations]],
        ),
      );
    // Each read is put down to where the value was first handed on: the place an image must reach for
    // the value to get there (Person, which hands the name to the avatar; rows, which puts the bio in
    // the object the search reads).
    expect(readers('name')).toEqual({
      'src/Person.tsx': ['Person'],
      'src/Team.tsx': ['Team'],
      'src/sort.ts': ['byName', 'longest'],
    });
    expect(readers('bio')).toEqual({ 'src/rows.ts': ['rows'], 'src/count.ts': ['long'] });
    rmSync(root, { recursive: true, force: true });
  });
});

/** A checkout of its own for the module graph's tests, and a way to write a source file into it. */
function scratchSources() {
  const root = mkdtempSync(join(tmpdir(), 'graph-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  return { root, write };
}

describe('the module graph', () => {
  const graph = moduleGraph(ROOT);

  it('carries a component to the pages and stories that import it, globs included', () => {
    const importers = graph.importers.get('src/components/EventCard.tsx') ?? new Set();
    expect([...importers].some((file) => file.startsWith('stories/'))).toBe(true);
    expect(reach(graph, ['src/pages/EventsPage.tsx']).has('src/components/EventCard.tsx')).toBe(true);
    // The screens are a glob of src/pages/siteRoutes.tsx.
    expect(graph.imports.get('src/pages/siteRoutes.tsx')?.has('src/pages/HomePage.tsx')).toBe(true);
  });

  it('stops where it is told to', () => {
    const shell = reach(graph, ['src/start/entry-server.tsx'], (file) => /Page\.tsx$/.test(file));
    expect(shell.has('src/pages/HomePage.tsx')).toBe(true);
    expect(shell.has('src/components/EventCard.tsx')).toBe(false);
  });

  it('follows a name the theme only passes on to its file, where a file takes that name', () => {
    // theme/index.ts exports the badge's colours again; only the badge's own files take them.
    expect(reach(graph, ['src/app/AppProviders.tsx']).has('theme/index.ts')).toBe(true);
    expect(reach(graph, ['src/app/AppProviders.tsx']).has('theme/badge.ts')).toBe(false);
    expect(reach(graph, ['src/components/badge/FoundingBadge.tsx']).has('theme/badge.ts')).toBe(true);
  });

  it('reads every way a file is imported or exported again', () => {
    const { root, write } = scratchSources();
    write(
      'src/index.ts',
      "export { a, b as bee } from './ab';\nexport * from './star';\nexport * as all from './all';\n",
    );
    write('src/ab.ts', "import { x } from './x';\nexport const a = x;\nexport const b = 2;\n");
    write('src/x.ts', 'export const x = 1;\n');
    write('src/star.ts', 'export const s = 1;\n');
    write('src/all.ts', 'export const t = 1;\n');
    write('src/effect.ts', 'document.title = "";\n');
    write('src/types.ts', 'export interface T { t: number }\n');
    write('src/typed.ts', 'export const typed = 1;\nexport type Typed = number;\n');
    write('src/lazy.ts', 'export const lazy = 1;\n');
    const uses = (file: string, text: string) => {
      write(file, text);
      return reach(moduleGraph(root), [file]);
    };
    // A name taken through the index leads to its own file and what its declaration there reads.
    expect([...uses('src/one.ts', "import { a } from './index';\n")].sort()).toEqual(
      ['src/ab.ts', 'src/one.ts', 'src/x.ts'].sort(),
    );
    expect([...uses('src/one.ts', "import { bee } from './index';\n")].sort()).toEqual(
      ['src/ab.ts', 'src/one.ts'].sort(),
    );
    // A name the index does not pass on by name may come from `export *`.
    expect(uses('src/two.ts', "import { s } from './index';\n").has('src/star.ts')).toBe(true);
    expect(uses('src/two.ts', "import { s } from './index';\n").has('src/ab.ts')).toBe(false);
    // A namespace passed on, a whole index, a file run for its own code, a dynamic import.
    expect(uses('src/three.ts', "import { all } from './index';\n").has('src/all.ts')).toBe(true);
    expect([...uses('src/four.ts', "import * as everything from './index';\n")].sort()).toEqual(
      ['src/four.ts', 'src/index.ts', 'src/ab.ts', 'src/x.ts', 'src/star.ts', 'src/all.ts'].sort(),
    );
    expect(uses('src/five.ts', "import './effect';\n").has('src/effect.ts')).toBe(true);
    expect(uses('src/six.ts', "const lazy = () => import('./lazy');\n").has('src/lazy.ts')).toBe(true);
    // An `import type` brings no code; an import of types alone still runs the file.
    expect(uses('src/seven.ts', "import type { T } from './types';\n").has('src/types.ts')).toBe(false);
    expect(uses('src/eight.ts', "import { type Typed } from './typed';\n").has('src/typed.ts')).toBe(true);
    rmSync(root, { recursive: true, force: true });
  });

  it('follows what the name a file takes reads there, and what the file runs as it is imported', () => {
    const { root, write } = scratchSources();
    for (const name of ['courses', 'partners', 'podcast', 'setup', 'styled', 'late', 'shape'])
      write(`content/${name}.ts`, `export const ${name} = [];\nexport default ${name};\n`);
    write(
      'stories/fixtures.ts',
      [
        "import { courses } from '../content/courses';",
        "import { partners } from '../content/partners';",
        "import * as podcast from '../content/podcast';",
        "import type { Shape } from '../content/shape';",
        'function found<T>(item: T | undefined): T { if (!item) throw new Error(); return item; }',
        'const first = <T,>(list: readonly T[]) => found(list[0]);',
        'export const course = () => first(courses);',
        'export const tool = (): Shape => found(partners[0]);',
        'export const episode = () => podcast.podcast[0];',
        'export { course as featured };',
        'export default tool;',
        '',
      ].join('\n'),
    );
    const reached = (text: string) => {
      write('stories/Card.stories.tsx', text);
      return [...reach(moduleGraph(root), ['stories/Card.stories.tsx'])].filter((f) =>
        f.startsWith('content/'),
      );
    };
    // Through a local helper, an export given another name, a namespace and the default.
    expect(reached("import { course } from './fixtures';\n")).toEqual(['content/courses.ts']);
    expect(reached("import { featured } from './fixtures';\n")).toEqual(['content/courses.ts']);
    expect(reached("import { episode } from './fixtures';\n")).toEqual(['content/podcast.ts']);
    expect(reached("import tool from './fixtures';\n")).toEqual(['content/partners.ts']);
    // A type brings no code; a whole file takes everything.
    expect(reached("import * as all from './fixtures';\n").sort()).toEqual(
      ['content/courses.ts', 'content/partners.ts', 'content/podcast.ts'].sort(),
    );
    // What the file runs as it is imported (a call, a class, a statement) reaches whatever name is taken.
    for (const [line, file] of [
      ["import { setup } from '../content/setup';\nsetup.push(1);", 'content/setup.ts'],
      ["import { styled } from '../content/styled';\nconst Box = styled.wrap([]);", 'content/styled.ts'],
      ["import late from '../content/late';\nclass Late { static { late.push(1); } }", 'content/late.ts'],
      ["import late from '../content/late';\nclass Late extends late.mixin(Array) {}", 'content/late.ts'],
      ["const later = () => import('../content/late');", 'content/late.ts'],
    ] as const) {
      write('stories/effects.ts', `${line}\nexport const quiet = 1;\n`);
      write('stories/Card.stories.tsx', "import { quiet } from './effects';\n");
      expect(reach(moduleGraph(root), ['stories/Card.stories.tsx']).has(file)).toBe(true);
    }
    // A top-level declaration that runs nothing, or only makes a value, reaches only the names that read it.
    for (const line of [
      'const list = () => setup.push(1);',
      'const cache = new WeakMap();\nconst names = setup.map((x) => x).filter(Boolean);',
      'const frozen = Object.freeze(Object.fromEntries(setup.entries()));',
      'class Quiet extends Array { static all = setup; }',
    ]) {
      write(
        'stories/effects.ts',
        `import { setup } from '../content/setup';\n${line}\nexport const quiet = 1;\n`,
      );
      expect(reach(moduleGraph(root), ['stories/Card.stories.tsx']).has('content/setup.ts'), line).toBe(
        false,
      );
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('reaches a file loaded for no name it gives where it runs code as it is loaded, now or before the edit', () => {
    const { root, write } = scratchSources();
    write(
      'src/register.ts',
      "import { palette } from './palette';\nglobalThis.colours = palette;\nexport const x = 1;\n",
    );
    write('src/palette.ts', 'export const palette = [];\n');
    write('src/styled.ts', "import './global.css';\nexport const y = 1;\n");
    write('src/global.css', 'body { color: red; }\n');
    write('src/data.ts', "import { x } from './register';\nexport const rows = [x];\n");
    write('src/plain.ts', 'export const plain = 1;\n');
    write(
      'src/helpers.ts',
      [
        "import { rows } from './data';",
        "import { y } from './styled';",
        "import { plain } from './plain';",
        'export const used = () => 1;',
        'export const unused = () => [rows, y, plain];',
        '',
      ].join('\n'),
    );
    write('src/Page.tsx', "import { used } from './helpers';\nexport const Page = used;\n");
    const files = (before?: (file: string) => string | undefined) =>
      reach(moduleGraph(root, before), ['src/Page.tsx']);
    const reached = files();
    // A file of declarations alone, loaded but never read, draws nothing: an edit of it reaches no image.
    expect(reached.has('src/data.ts')).toBe(false);
    expect(reached.has('src/plain.ts')).toBe(false);
    // What it loads in turn still runs: a file that runs code then is reached, with what that code reads.
    expect(reached.has('src/register.ts')).toBe(true);
    expect(reached.has('src/palette.ts')).toBe(true);
    // A style sheet loaded for its own sake is always reached.
    expect(reached.has('src/global.css')).toBe(true);
    // A file that ran code as it was loaded before the edit is reached, though it runs none now.
    expect(
      files((file) => (file === 'src/plain.ts' ? 'run();\nexport const plain = 1;\n' : undefined)).has(
        'src/plain.ts',
      ),
    ).toBe(true);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('the images a page draws', () => {
  const graph = moduleGraph(ROOT);
  const drawn = subjects(graph, storiesOf(ROOT, storiesFiles(graph)));
  const files = (image: string) => drawn.find((s) => s.image === image)?.files ?? new Set<string>();

  it('holds the islands the page names, not every island the entries can hydrate', () => {
    expect(files('pages/main/about-desktop.png').has('src/islands/FoundingBadgeIsland.tsx')).toBe(false);
    expect(files('pages/main/about-desktop.png').has('src/components/badge/BadgePanel.tsx')).toBe(false);
    expect(files('pages/community/founding-20-mobile.png').has('src/components/badge/BadgePanel.tsx')).toBe(
      true,
    );
    expect(files('pages/main/find-prompt-mobile.png').has('src/islands/PromptLibraryIsland.tsx')).toBe(true);
    expect(files('pages/main/find-prompt-mobile.png').has('src/islands/ToolsFormIsland.tsx')).toBe(false);
    // The shell every page shares still reaches its own files.
    expect(files('pages/main/about-desktop.png').has('src/start/entry-client.tsx')).toBe(true);
  });

  it("knows every story image's file and export from the stories themselves, with no Storybook build", () => {
    const stories = drawn.filter((s) => s.image.startsWith('stories/'));
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.filter((s) => !s.story).map((s) => s.image)).toEqual([]);
    const card = drawn.find((s) => s.image === 'stories/components-coursecard--featured-desktop.png');
    expect(card?.story).toEqual({
      file: 'stories/components/CourseCard.stories.tsx',
      exportName: 'Featured',
    });
    expect(card?.files.has('src/components/CourseCard.tsx')).toBe(true);
    expect(card?.files.has('src/components/EventCard.tsx')).toBe(false);
  });
});

describe('an edit of a stories file', () => {
  const file = 'stories/components/LevelBadge.stories.tsx';
  const lineOf = (pattern: RegExp) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .findIndex((line) => pattern.test(line)) + 1;
  const hunk = (line: number) => `--- a/${file}\n+++ b/${file}\n@@ -${line} +${line} @@\n-old\n+new`;

  it('changes the stories whose export holds the changed lines', () => {
    expect(storyExportsChanged(ROOT, file, hunk(lineOf(/^export const OtherLevel\b/)))).toEqual(
      new Set(['OtherLevel']),
    );
  });

  it('changes every story where the edit is in the meta', () => {
    expect(storyExportsChanged(ROOT, file, hunk(lineOf(/^const meta\b/)))).toBeUndefined();
  });
});

describe('a run held against the prediction', () => {
  it('fails a changed image it did not list, and only counts one it listed that did not change', () => {
    const verdict = judgePrediction(
      ['stories/a-mobile.png', 'stories/b-mobile.png'],
      [
        { image: 'stories/a-mobile.png', status: 'changed' },
        { image: 'stories/c-mobile.png', status: 'changed' },
        { image: 'stories/new-mobile.png', status: 'new' },
      ],
      ['stories/a-mobile.png', 'stories/b-mobile.png', 'stories/c-mobile.png', 'stories/new-mobile.png'],
    );
    expect(verdict).toEqual({ missed: ['stories/c-mobile.png'], unchanged: ['stories/b-mobile.png'] });
  });
});

describe('where a radius move shows', () => {
  const corners = (...boxes: [number, number, string][]): Subject['drawing'] => ({
    version: 1,
    size: [400, 400],
    tokens: {},
    styles: [{}, ...boxes.map(([, , radius]) => ({ 'border-radius': radius }))],
    elements: [
      [-1, 'body', [0, 0, 400, 400], 0],
      ...boxes.map(([width, height], i): DrawnElement => [0, `div:${i + 1}`, [0, 0, width, height], i + 1]),
    ],
  });
  const subject = (drawing: Subject['drawing'], files: string[]): Subject => ({
    image: 'stories/x-mobile.png',
    ...(drawing ? { drawing } : {}),
    files: new Set(files),
  });
  // The shape unit, 12 px: MUI's components take it once everywhere, a card asks for three.
  const multiples = new Map([
    [1, new Set(['*'])],
    [3, new Set(['src/components/Card.tsx'])],
  ]);

  it('counts a multiple of the shape unit only where a source the image reaches asks for it', () => {
    const card = corners([200, 80, '36px']);
    expect(showsRadiusMove(subject(card, ['src/components/Card.tsx']), 12, 14, multiples)).toBe(true);
    expect(showsRadiusMove(subject(card, ['src/components/Other.tsx']), 12, 14, multiples)).toBe(false);
    expect(showsRadiusMove(subject(corners([200, 80, '12px']), []), 12, 14, multiples)).toBe(true);
  });

  it('leaves out a corner its box already rounds as far as it can, before and after', () => {
    // 36 px on a 44 px button is a circle either way; 12 px on it grows.
    expect(
      showsRadiusMove(subject(corners([44, 44, '36px']), ['src/components/Card.tsx']), 12, 14, multiples),
    ).toBe(false);
    expect(showsRadiusMove(subject(corners([44, 44, '12px']), []), 12, 14, multiples)).toBe(true);
    // A plain token (no unit): only its own value counts.
    expect(showsRadiusMove(subject(corners([200, 80, '24px']), []), 12, 14)).toBe(false);
    expect(showsRadiusMove(subject(corners([200, 80, '12px']), []), 12, 14)).toBe(true);
  });
});

describe('an override of a size or variant of a component', () => {
  const drawing = (padding: string) =>
    ({
      version: 1,
      size: [390, 100],
      tokens: {},
      styles: [{ padding }],
      elements: [[-1, 'button', [0, 0, 80, 36], 0, 'Go', 'Button']],
    }) as unknown as Parameters<typeof wearsOldValue>[0];

  it('reaches only the elements that wear its old value, as a root override does', () => {
    const small = ['styleOverrides.sizeSmall.paddingInline', '14', '12'] as [string, string, string];
    expect(wearsOldValue(drawing('4px 14px 4px 14px'), 0, small)).toBe(true);
    expect(wearsOldValue(drawing('6px 20px 6px 20px'), 0, small)).toBe(false);
    expect(
      wearsOldValue(drawing('6px 14px 6px 14px'), 0, ['styleOverrides.outlined.paddingInline', '14', '12']),
    ).toBe(true);
  });

  it('says nothing of an element inside the component, which a drawing does not name', () => {
    const icon = ['styleOverrides.startIcon.paddingInline', '14', '12'] as [string, string, string];
    expect(wearsOldValue(drawing('6px 20px 6px 20px'), 0, icon)).toBeUndefined();
  });
});

describe("the weight the site's faces draw", () => {
  it('draws a weight a face does not ship with the nearest one it does, as the browser picks', () => {
    // Fredoka ships 600 only: 700 is drawn as 600, so a move from 600 to 700 draws nothing new.
    expect(shippedWeight('Fredoka, "Segoe UI", sans-serif', 700)).toBe(600);
    // Inter is one variable face from 400 to 700: every weight in it is its own.
    expect(shippedWeight('Inter, system-ui, sans-serif', 700)).toBe(700);
    // IBM Plex Mono ships 400 and 600: 500 looks lighter first, 700 heavier first.
    expect(shippedWeight('"IBM Plex Mono", ui-monospace', 500)).toBe(400);
    expect(shippedWeight('"IBM Plex Mono", ui-monospace', 700)).toBe(600);
    // A face the site does not ship: the browser's own, whatever it draws.
    expect(shippedWeight('Georgia, serif', 700)).toBe(700);
  });
});

describe('an override that the source sets again', () => {
  const file = (...places: string[]) =>
    [
      "import Chip from '@mui/material/Chip';",
      'export const Tags = () => (',
      '  <>',
      ...places,
      '  </>',
      ');',
    ].join('\n');
  const own = (text: string, property = 'fontWeight') => ownValueInFile('Tags.tsx', text, 'Chip', property);

  it('leaves out a file whose every chip sets the property in its own sx', () => {
    expect(
      own(
        file(
          '<Chip label="A" sx={{ fontWeight: 600 }} />',
          '<Chip sx={{ color: c.x, fontWeight: w.bold }}>B</Chip>',
        ),
      ),
    ).toBe(true);
    // The system's short name sets the property as well.
    expect(own(file('<Chip label="A" sx={{ bgcolor: "brand.tint" }} />'), 'backgroundColor')).toBe(true);
  });

  it('keeps a file where one chip leaves it to the theme, or may', () => {
    expect(own(file('<Chip label="A" sx={{ fontWeight: 600 }} />', '<Chip label="B" />'))).toBe(false);
    // Worked out at run time, spread in, or given another way: the theme's value may show.
    expect(own(file('<Chip label="A" sx={{ fontWeight: bold ? 700 : undefined }} />'))).toBe(false);
    expect(own(file('<Chip label="A" sx={{ fontWeight: 600 }} {...props} />'))).toBe(false);
    expect(own(file('<Chip label="A" sx={{ ...base, fontWeight: 600 }} />'))).toBe(false);
    expect(own(file('<Chip label="A" sx={style} />'))).toBe(false);
    // The component handed on as a value draws chips this file does not write.
    expect(own(file('<Chip label="A" sx={{ fontWeight: 600 }} />', '<Box component={Chip} />'))).toBe(false);
  });

  it('finds the chip by the name the file imports it as, and says nothing of a file that writes none', () => {
    const named = 'import { Chip as Tag } from \'@mui/material\';\nexport const T = () => <Tag label="A" />;';
    expect(ownValueInFile('T.tsx', named, 'Chip', 'fontWeight')).toBe(false);
    expect(own("import Box from '@mui/material/Box';\nexport const T = () => <Box />;")).toBeUndefined();
    expect(own("import Chip from '@mui/material/Chip';\nexport type C = typeof Box;")).toBeUndefined();
  });

  it('reads the source only for a root property of a component MUI draws nowhere else', () => {
    const chips = ['src/components/EventCard.tsx'];
    expect(ownValueEverywhere(chips, 'Chip', 'styleOverrides.root.fontWeight')).toBe(true);
    // A state's or a variant's value, and Typography, which MUI draws inside many of its components.
    expect(ownValueEverywhere(chips, 'Chip', 'styleOverrides.colorPrimary.fontWeight')).toBe(false);
    expect(
      ownValueEverywhere(['src/components/EventCard.tsx'], 'Typography', 'styleOverrides.root.color'),
    ).toBe(false);
    // Files that write no chip at all: MUI may draw the chips the image shows.
    expect(
      ownValueEverywhere(['src/components/LevelBadge.tsx'], 'Avatar', 'styleOverrides.root.fontWeight'),
    ).toBe(false);
  });
});

describe('where the sources use a token family by name', () => {
  // Each text a file of its own: what a file holds is read once.
  let files = 0;
  const usesIn = (text: string, family = 'space', extension = 'tsx', holders?: string[]) => {
    const found = familyUse(`Box${++files}.${extension}`, text, family, holders);
    return found && { keys: [...found.keys].sort(), any: found.any };
  };

  it('reads the keys a file names, through any object the family is reached by', () => {
    expect(
      usesIn("import { space } from '../theme/primitives';\nconst a = space.md;\nconst b = space['lg'];"),
    ).toEqual({
      keys: ['lg', 'md'],
      any: false,
    });
    expect(usesIn('const S = () => <Box sx={{ boxShadow: (t) => t.tokens.glow.soft }} />;', 'glow')).toEqual({
      keys: ['soft'],
      any: false,
    });
    // Handed on whole under its own name, it is then read where it is reached as that property.
    expect(usesIn('export const tokens = { radii, space, inset } as const;')).toEqual({
      keys: [],
      any: false,
    });
  });

  it('says a use may reach any key where the key is worked out at run time or the family passed on', () => {
    for (const text of [
      'const a = space[step];',
      'const rows = Object.entries(space);',
      'const s = t.tokens.space;',
      'const all = { ...space };',
      'const { space: steps } = tokens;',
      'const o = { steps: space };',
    ])
      expect(usesIn(text)?.any, text).toBe(true);
  });

  it('does not mistake words, strings, types or other names for the family', () => {
    for (const text of [
      '// the space between cards',
      "const j = { justifyContent: 'space-between', whiteSpace: 'nowrap' };",
      'export const T = () => <p>Some space here</p>;',
      'type Step = keyof typeof space;',
      'const o = { space: 2 };',
      'function f(spacer: number) { return spacer; }',
    ])
      expect(usesIn(text), text).toBeUndefined();
  });

  it('reads a role group where it hangs from the roles or the palette, and its palette paths', () => {
    const role = (text: string) => usesIn(text, 'surface', 'tsx', ['roles', 'palette']);
    expect(role("const B = () => <Box sx={{ bgcolor: 'surface.subtle' }} />;")).toEqual({
      keys: ['subtle'],
      any: false,
    });
    expect(role('const c = (t) => t.palette.surface.muted;')).toEqual({ keys: ['muted'], any: false });
    expect(role('const palette = { surface: { ...roles.surface } };')).toEqual({ keys: [], any: false });
    // Another object's property of the same name is not the group, nor a prop of that name.
    expect(role('const light = roles.feedback.success.surface;')).toBeUndefined();
    expect(role('export function Heading({ surface }) { return surface[1]; }')).toBeUndefined();
    expect(role('const { surface } = props;')).toBeUndefined();
    for (const text of [
      'const c = (t) => t.palette.surface[tone];',
      'const b = { bgcolor: `surface.${tone}` };',
      "const b = { bgcolor: 'surface.' + tone };",
      'const { surface } = theme.palette;',
      'const { palette: { surface: tones } } = theme;',
    ])
      expect(role(text)?.any, text).toBe(true);
  });

  it('reads no MDX page, which is never shot', () => {
    expect(usesIn('{Object.entries(space).map(() => null)}', 'space', 'mdx')).toBeUndefined();
  });
});
