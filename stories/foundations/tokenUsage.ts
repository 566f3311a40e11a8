/**
 * Where each design token is used, read from the source as Storybook builds: the Foundations pages
 * list, beside every token, the components that name it, so the list cannot fall behind the code.
 *
 * A token is "used" where the source names it: a palette path in `sx` or styled code
 * (`'text.link'`, `theme.palette.brand.tint`), a MUI `color` prop (`color="primary"`), a type
 * variant (`variant="h2"`), or a shape token (`radii.md`, `glow.soft`, `gradients.hero`). The
 * theme's own component overrides count as the MUI part they restyle ("MUI Button").
 */

export type Sources = Readonly<Record<string, string>>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The component a source file is, as the sidebar names it: `src/components/PromptCard.tsx` → PromptCard. */
export const componentName = (file: string): string =>
  (file.split('/').pop() ?? file).replace(/\.(tsx?|jsx?)$/, '');

/** The MUI part each stretch of an overrides file restyles, by the `MuiX:` key it sits under. */
function overrideSections(text: string): { part: string; start: number }[] {
  return [...text.matchAll(/^\s{2}(Mui[A-Za-z]+): \{/gm)].map((match) => ({
    part: `MUI ${(match[1] ?? '').replace(/^Mui/, '')}`,
    start: match.index,
  }));
}

function partAt(sections: { part: string; start: number }[], index: number): string | undefined {
  let found: string | undefined;
  for (const section of sections) if (section.start <= index) found = section.part;
  return found;
}

/** Patterns that name a palette path (`primary.main`), in strings, palette reads and `color` props. */
export function palettePatterns(path: string): RegExp[] {
  const [group, key] = path.split('.');
  const patterns = [new RegExp(`['"\`]${escape(path)}['"\`]`), new RegExp(`palette\\.${escape(path)}\\b`)];
  // MUI components take a palette group as their colour: color="primary" means primary.main.
  if (key === 'main' && group) patterns.push(new RegExp(`\\bcolor(=|: )['"{]*${escape(group)}['"}]`));
  // A path built from its group, `level.${tone}`, may be any key of the group.
  if (key && group) patterns.push(new RegExp(`\`${escape(group)}\\.\\$\\{`));
  // The divider has no key: sx names it 'divider', styled code theme.palette.divider.
  if (!key && group) patterns.push(new RegExp(`palette\\.${escape(group)}\\b`));
  return patterns;
}

/** Patterns that name a type variant. */
export const variantPatterns = (variant: string): RegExp[] => [
  new RegExp(`variant(=|: )['"{]*${escape(variant)}['"}]`),
  new RegExp(`typography\\.${escape(variant)}\\b`),
];

/** Patterns that name a shape token: `radii.md`, `glow.soft`, `gradients.hero`, `elevation.low`. */
export const tokenPatterns = (group: string, name: string): RegExp[] => [
  new RegExp(`\\b${escape(group)}\\.${escape(name)}\\b`),
  new RegExp(`\\b${escape(group)}\\[['"]${escape(name)}['"]\\]`),
];

/** The components whose source matches any of the patterns, sorted, each named once. */
export function usedBy(sources: Sources, patterns: readonly RegExp[]): string[] {
  const names = new Set<string>();
  for (const [file, text] of Object.entries(sources)) {
    const sections = /componentOverrides\.ts$/.test(file) ? overrideSections(text) : undefined;
    for (const pattern of patterns) {
      const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
      for (const match of text.matchAll(global)) {
        const part = sections ? partAt(sections, match.index) : componentName(file);
        if (part) names.add(part);
        if (!sections) break;
      }
    }
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** The site's own source: its components, sections, forms, pages and layout, and the theme's overrides. */
export const siteSources: Sources = {
  ...(import.meta.glob('../../src/**/*.tsx', { query: '?raw', import: 'default', eager: true }) as Record<
    string,
    string
  >),
  ...(import.meta.glob('../../theme/componentOverrides.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>),
};
