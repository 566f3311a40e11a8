/**
 * The theme's tokens by the names a designer knows them by (`pink.600`, `inset.card.xs`,
 * `typography.body2`), as they apply at one screen width. A drawing names the tokens each value it
 * shows comes from; the prediction (impact/) compares two themes' tables to know which names moved.
 */
import * as art from '../../../theme/art.ts';
import * as breakpointsModule from '../../../theme/breakpoints.ts';
import type { ViewportName } from '../../../theme/breakpoints.ts';
import * as primitives from '../../../theme/primitives.ts';
import * as typographyModule from '../../../theme/typography.ts';

/** The modules of theme/ a table is read from: the checkout's own, or another tree's. */
export interface ThemeModules {
  art: Pick<typeof art, 'colourTokens'>;
  breakpoints: Pick<typeof breakpointsModule, 'breakpoints' | 'viewports'>;
  primitives: Pick<
    typeof primitives,
    'elevation' | 'fontFamilies' | 'glow' | 'gradients' | 'inset' | 'radii' | 'space' | 'spacingUnit'
  >;
  typography: Pick<typeof typographyModule, 'typography'>;
}

export const checkoutTheme: ThemeModules = {
  art,
  breakpoints: breakpointsModule,
  primitives,
  typography: typographyModule,
};

/** The theme's values, by the names a designer knows them by, for one screen width. */
export interface TokenTable {
  colour: Record<string, string>;
  space: Record<string, number>;
  radius: Record<string, number>;
  shadow: Record<string, string>;
  gradient: Record<string, string>;
  font: Record<string, string>;
  /** Each type variant as the declarations that set it: `typography.h3`. */
  type: Record<string, Record<string, string>>;
}

/**
 * The declarations every type variant has, whether it sets them or takes the theme's: its font, by
 * which a drawing names it (drawing.ts, `type …`).
 */
export const FONT_DECLARATIONS = ['font-family', 'font-weight', 'font-size', 'line-height', 'font-style'];

const cssName = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The type variants of theme/typography.ts as CSS declarations, the body's own included: the font
 * (its family, weight, size, line height and style), then whatever else a variant sets as it writes
 * it (`letter-spacing`, `text-transform`).
 */
function typeVariants({ typography }: ThemeModules['typography']): TokenTable['type'] {
  const css = (value: unknown) => (typeof value === 'number' ? String(value) : String(value ?? ''));
  const out: Record<string, Record<string, string>> = {};
  for (const [name, variant] of Object.entries(typography)) {
    if (!variant || typeof variant !== 'object') continue;
    const v = variant as Record<string, unknown>;
    const size = v.fontSize;
    const declarations: Record<string, string> = {
      'font-family': css(v.fontFamily ?? typography.fontFamily),
      'font-weight': css(v.fontWeight ?? typography.fontWeightRegular),
      'font-size': typeof size === 'number' ? `${size}px` : css(size ?? `${typography.fontSize ?? 16}px`),
      'line-height': css(v.lineHeight ?? 'normal'),
      'font-style': css(v.fontStyle ?? 'normal'),
    };
    for (const [key, value] of Object.entries(v))
      if (
        !FONT_DECLARATIONS.includes(cssName(key)) &&
        (typeof value === 'string' || typeof value === 'number')
      )
        declarations[cssName(key)] = css(value);
    out[`typography.${name}`] = declarations;
  }
  return out;
}

const named = <T>(prefix: string, values: Record<string, T>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}.${key}`, value]));

/** The tokens as they apply at one of the screenshot widths. */
export function tokenTable(width: ViewportName, theme: ThemeModules = checkoutTheme): TokenTable {
  const { breakpoints, viewports } = theme.breakpoints;
  const { elevation, fontFamilies, glow, gradients, inset, radii, space, spacingUnit } = theme.primitives;
  const order = Object.keys(breakpoints) as (keyof typeof breakpoints)[];
  // The breakpoint the width falls in.
  const at = order.filter((name) => breakpoints[name] <= viewports[width].width).pop() ?? 'xs';
  const insets: Record<string, number> = {};
  for (const [name, steps] of Object.entries(inset)) {
    // The value in force at this width: the one set at the widest breakpoint not past it.
    const values = steps as Partial<Record<string, number>>;
    const set = order.filter((bp) => order.indexOf(bp) <= order.indexOf(at) && bp in values).pop();
    const units = set && values[set];
    if (units) insets[`inset.${name}.${set}`] = units * spacingUnit;
  }
  return {
    colour: Object.fromEntries(theme.art.colourTokens),
    space: {
      ...named('space', Object.fromEntries(Object.entries(space).map(([k, v]) => [k, v * spacingUnit]))),
      ...insets,
    },
    radius: named('radii', radii),
    shadow: { ...named('elevation', elevation), ...named('glow', glow) },
    gradient: named('gradients', gradients),
    font: named('fontFamilies', fontFamilies),
    type: typeVariants(theme.typography),
  };
}
