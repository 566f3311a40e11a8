/**
 * The tables of the Foundations pages. Every value is read from theme/ (the theme the site runs
 * on, its primitives and roles), and every "Used in" from the site's source (tokenUsage.ts), so a
 * changed token shows here on the next build.
 */
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { createAppTheme } from '../../theme';
import { AA_TEXT, contrastRatio } from '../../theme/contrast';
import {
  elevation,
  fontFamilies,
  glow,
  gradients,
  inset,
  neutral,
  pink,
  radii,
  space,
  spacingUnit,
  status,
  teal,
} from '../../theme/primitives';
import { onPink } from '../../theme/semantic';
import { breakpoints } from '../../theme/breakpoints';
import { palettePatterns, siteSources, tokenPatterns, usedBy, variantPatterns } from './tokenUsage';

const theme = createAppTheme();

/** WCAG 2 thresholds: AAA for normal text, and AA for large text (24 px, or 18.66 px bold). */
const AAA_TEXT = 7;
const AA_LARGE = 3;

/** The verdict a text colour on a surface earns. */
export function verdict(ratio: number): 'AAA' | 'AA' | 'AA large only' | 'Fails' {
  if (ratio >= AAA_TEXT) return 'AAA';
  if (ratio >= AA_TEXT) return 'AA';
  if (ratio >= AA_LARGE) return 'AA large only';
  return 'Fails';
}

// ---------------------------------------------------------------------------------------------
// Primitives: every ramp step, named

const ramps = {
  pink,
  teal,
  neutral,
  ...Object.fromEntries(
    Object.entries(status).map(([hue, shades]) => [`status ${hue}`, shades as Record<string, string>]),
  ),
} as Record<string, Record<string, string>>;

/** The primitive a hex value is, e.g. pink 600's hex → 'pink 600'; undefined for a value made elsewhere. */
export function primitiveOf(hex: string): string | undefined {
  const wanted = hex.toLowerCase();
  for (const [ramp, steps] of Object.entries(ramps)) {
    for (const [step, value] of Object.entries(steps)) {
      if (value.toLowerCase() === wanted) return `${ramp} ${step}`;
    }
  }
  return undefined;
}

const isHex = (value: unknown): value is string =>
  typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

/** The palette groups components name, in the order a designer meets them. */
const paletteGroups = [
  'primary',
  'secondary',
  'brand',
  'accent',
  'text',
  'surface',
  'background',
  'divider',
  'success',
  'info',
  'error',
  'warning',
  'level',
] as const;

export interface ColourRole {
  /** The palette path components name: `text.link`. */
  path: string;
  hex: string;
  primitive: string;
  usedIn: string[];
}

/** Every colour role the theme defines from a primitive, with the components that name it. */
export function colourRoles(): ColourRole[] {
  const palette = theme.palette as unknown as Record<string, unknown>;
  return paletteGroups.flatMap((group) => {
    const value = palette[group];
    const entries: [string, unknown][] =
      typeof value === 'string' ? [[group, value]] : Object.entries(value as Record<string, unknown>);
    return entries.flatMap(([key, hex]) => {
      const path = key === group ? group : `${group}.${key}`;
      const primitive = isHex(hex) ? primitiveOf(hex) : undefined;
      // Shades MUI works out for itself (dark, contrastText of the status colours) are not tokens.
      if (!isHex(hex) || !primitive) return [];
      return [{ path, hex, primitive, usedIn: usedBy(siteSources, palettePatterns(path)) }];
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Shared bits

const cell: CSSProperties = { verticalAlign: 'top' };
const mono: CSSProperties = { fontFamily: fontFamilies.mono, fontSize: 13 };

function Chip({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 28,
        height: 28,
        borderRadius: radii.sm,
        background: colour,
        border: `1px solid ${neutral[300]}`,
        verticalAlign: 'middle',
      }}
    />
  );
}

function UsedIn({ names }: { names: string[] }) {
  if (names.length === 0) return <em>Not named in a component</em>;
  return <span>{names.join(', ')}</span>;
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '8px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

// ---------------------------------------------------------------------------------------------
// Colour

/** Colour roles: what components name, the primitive behind it, and where it is used. */
export function ColourRoles() {
  return (
    <Table caption="Colour roles" head={['', 'Role (palette path)', 'Primitive', 'Hex', 'Used in']}>
      {colourRoles().map((role) => (
        <tr key={role.path}>
          <td style={cell}>
            <Chip colour={role.hex} />
          </td>
          <th scope="row" style={{ ...cell, ...mono }}>
            {role.path}
          </th>
          <td style={cell}>{role.primitive}</td>
          <td style={{ ...cell, ...mono }}>{role.hex}</td>
          <td style={cell}>
            <UsedIn names={role.usedIn} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Text roles and the surfaces they sit on, for the contrast grid. */
const textRoles = [
  'text.primary',
  'text.secondary',
  'text.link',
  'brand.main',
  'brand.dark',
  'accent.main',
  'success.main',
  'info.main',
  'error.main',
  'warning.main',
  'text.onBrand',
  'surface.onInverseMuted',
  'surface.linkOnInverse',
] as const;

const surfaceRoles = [
  'surface.page',
  'surface.subtle',
  'surface.muted',
  'brand.tint',
  'brand.tintStrong',
  'accent.tint',
  'brand.main',
  'surface.inverse',
] as const;

const paletteHex = (path: string): string => {
  const [group, key] = path.split('.');
  const value = (theme.palette as unknown as Record<string, Record<string, string>>)[group ?? '']?.[
    key ?? ''
  ];
  if (!isHex(value)) throw new Error(`${path} is not a colour of the theme`);
  return value;
};

/**
 * How many stories and pages draw text in a pair, keyed by the two hex values, `<text> on <surface>`
 * (written as Storybook starts).
 */
type DrawnPairs = Record<string, { stories: number; pages: number }>;
const DRAWN_PAIRS_URL = './visual-signoff/drawn-contrast.json';
const pairKey = (text: string, surface: string) => `${text.toLowerCase()} on ${surface.toLowerCase()}`;

/** Where a pair is drawn, in words: "drawn in 12 stories and 40 pages". */
const drawnIn = ({ stories, pages }: { stories: number; pages: number }) =>
  `drawn in ${[
    stories ? `${stories} ${stories === 1 ? 'story' : 'stories'}` : '',
    pages ? `${pages} ${pages === 1 ? 'page' : 'pages'}` : '',
  ]
    .filter(Boolean)
    .join(' and ')}`;

/**
 * Every text role on every surface role: the ratio and the WCAG verdict it earns, and whether any
 * screenshot draws text in that pair (the drawings of the approved baselines record every text's
 * colours, docs/design-system.md): such a cell is outlined and says where.
 */
export function ContrastGrid() {
  const [drawn, setDrawn] = useState<DrawnPairs>({});
  useEffect(() => {
    let live = true;
    fetch(DRAWN_PAIRS_URL)
      .then((response) => (response.ok ? (response.json() as Promise<DrawnPairs>) : {}))
      .then((pairs) => live && setDrawn(pairs))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <div style={{ overflowX: 'auto' }}>
      <table>
        <caption style={{ textAlign: 'left', fontWeight: 700, padding: '8px 0' }}>
          Text on surface: contrast ratio and WCAG verdict (AAA 7:1, AA 4.5:1, large text 3:1); outlined where
          a screenshot draws text in that pair
        </caption>
        <thead>
          <tr>
            <th scope="col">Text (rows) on surface (columns)</th>
            {surfaceRoles.map((surface) => (
              <th key={surface} scope="col" style={mono}>
                {surface}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {textRoles.map((text) => (
            <tr key={text}>
              <th scope="row" style={mono}>
                {text}
              </th>
              {surfaceRoles.map((surface) => {
                const ratio = contrastRatio(paletteHex(text), paletteHex(surface));
                const used = drawn[pairKey(paletteHex(text), paletteHex(surface))];
                return (
                  <td
                    key={surface}
                    data-contrast={`${text} on ${surface}`}
                    data-drawn={used ? 'true' : undefined}
                    style={{
                      background: paletteHex(surface),
                      color: paletteHex(text),
                      whiteSpace: 'nowrap',
                      outline: used ? '3px solid currentColor' : undefined,
                      outlineOffset: -5,
                    }}
                  >
                    <strong>{ratio.toFixed(2)}</strong>
                    <br />
                    {verdict(ratio)}
                    {used ? (
                      <>
                        <br />
                        <small>{drawnIn(used)}</small>
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Which roles a primitive plays, e.g. pink 600 → primary.main, brand.main. */
const rolesOf = (hex: string) =>
  colourRoles()
    .filter((role) => role.hex.toLowerCase() === hex.toLowerCase())
    .map((role) => role.path);

const darkOrLight = (colour: string) =>
  contrastRatio(colour, neutral[900]) >= contrastRatio(colour, neutral[0]) ? neutral[900] : neutral[0];

/** A primitive ramp: step, hex, the text colour used on it with its ratio, and the roles it plays. */
export function Ramp({ name }: { name: 'pink' | 'teal' | 'neutral' | 'status' }) {
  const steps: [string, string, string][] =
    name === 'status'
      ? Object.entries(status).flatMap(([hue, shades]) =>
          Object.entries(shades).map(([shade, hex]): [string, string, string] => [
            `${hue} ${shade}`,
            hex,
            darkOrLight(hex),
          ]),
        )
      : Object.entries(ramps[name] ?? {}).map(([step, hex]): [string, string, string] => [
          step,
          hex,
          name === 'pink' ? onPink[Number(step) as keyof typeof onPink] : darkOrLight(hex),
        ]);
  return (
    <Table
      caption={`${name[0]?.toUpperCase()}${name.slice(1)}`}
      head={['Step', 'Hex', 'Text on it', 'Roles']}
    >
      {steps.map(([step, hex, text]) => {
        const ratio = contrastRatio(hex, text);
        return (
          <tr key={step}>
            <th scope="row" style={{ background: hex, color: text, minWidth: 96 }}>
              {step}
            </th>
            <td style={mono}>{hex}</td>
            <td>
              {primitiveOf(text) ?? text}: {ratio.toFixed(2)}:1 {verdict(ratio)}
            </td>
            <td style={mono}>{rolesOf(hex).join(', ') || '—'}</td>
          </tr>
        );
      })}
    </Table>
  );
}

// ---------------------------------------------------------------------------------------------
// Type

const firstFamily = (stack: string) => stack.split(',')[0]?.replace(/"/g, '').trim() ?? stack;

/** The font families: where each is used, its fallbacks and a sample. */
export function FontFamilies() {
  const uses: Record<keyof typeof fontFamilies, string> = {
    display: 'Display and headings h1–h6',
    body: 'Body, lead, buttons, captions, eyebrows',
    mono: 'Prompt text and code',
  };
  return (
    <Table caption="Font families" head={['Token', 'Family', 'Fallbacks', 'Used for', 'Sample']}>
      {Object.entries(fontFamilies).map(([token, stack]) => (
        <tr key={token}>
          <th scope="row" style={mono}>
            {token}
          </th>
          <td>{firstFamily(stack)}</td>
          <td style={{ ...mono, fontSize: 12 }}>{stack.split(',').slice(1).join(',').trim()}</td>
          <td>{uses[token as keyof typeof fontFamilies]}</td>
          <td style={{ fontFamily: stack, fontSize: 20 }}>Prompts that make Monday lighter</td>
        </tr>
      ))}
    </Table>
  );
}

const remPx = (value: string) => parseFloat(value) * (theme.typography.htmlFontSize ?? 16);

/** A font size in px; a clamp() as its two ends and the width range it grows over. */
export function describeSize(size: string | number | undefined): string {
  if (typeof size === 'number') return `${size} px`;
  if (!size) return 'inherited';
  const clamp = /^clamp\(\s*([\d.]+)rem\s*,\s*([\d.]+)vw\s*,\s*([\d.]+)rem\s*\)$/.exec(size);
  if (clamp) {
    const [min, vw, max] = [remPx(`${clamp[1]}`), Number(clamp[2]), remPx(`${clamp[3]}`)];
    const from = Math.round((min * 100) / vw);
    const to = Math.round((max * 100) / vw);
    return `${min}–${max} px: ${min} px up to ${from} px wide, ${vw}vw between, ${max} px from ${to} px (${size})`;
  }
  if (size.endsWith('rem')) return `${remPx(size)} px (${size})`;
  return size;
}

const letterSpacing = (value: unknown) =>
  value === undefined || value === 'normal' ? 'normal' : value === 0 ? '0' : String(value);

/** Every type variant of the theme, with family, size, weight, line height, spacing and case. */
export const typeVariants = [
  'display',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'lead',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
  'eyebrow',
  'code',
] as const;

export function TypeScale() {
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table
        caption="Type scale"
        head={['Variant', 'Family', 'Size', 'Weight', 'Line height', 'Letter spacing', 'Case', 'Used in']}
      >
        {typeVariants.map((variant) => {
          const style = theme.typography[variant] as CSSProperties;
          return (
            <tr key={variant}>
              <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                <span style={{ ...mono, display: 'block' }}>{variant}</span>
                <span
                  style={{
                    fontFamily: style.fontFamily,
                    fontWeight: style.fontWeight,
                    fontSize: style.fontSize,
                    lineHeight: style.lineHeight,
                    letterSpacing: style.letterSpacing,
                    textTransform: style.textTransform,
                    display: 'block',
                  }}
                >
                  Prompts for Monday
                </span>
              </th>
              <td style={cell}>{firstFamily(String(style.fontFamily))}</td>
              <td style={cell}>{describeSize(style.fontSize as string | number | undefined)}</td>
              <td style={cell}>{String(style.fontWeight ?? theme.typography.fontWeightRegular)}</td>
              <td style={cell}>{String(style.lineHeight ?? 'normal')}</td>
              <td style={cell}>{letterSpacing(style.letterSpacing)}</td>
              <td style={cell}>{style.textTransform ?? 'as written'}</td>
              <td style={cell}>
                <UsedIn names={usedBy(siteSources, variantPatterns(variant))} />
              </td>
            </tr>
          );
        })}
      </Table>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Spacing and shape

/** The spacing steps, then the insets, which differ by breakpoint: each with the bar its size draws. */
const spacingRows = [
  ...Object.entries(space).map(([name, units]) => ({
    token: `space.${name}`,
    units: String(units),
    px: String(units * spacingUnit),
    width: units * spacingUnit,
    patterns: tokenPatterns('space', name),
  })),
  ...Object.entries(inset).map(([name, steps]) => ({
    token: `inset.${name}`,
    units: `${steps.xs}, from md ${steps.md}`,
    px: `${steps.xs * spacingUnit}, from md ${steps.md * spacingUnit}`,
    width: steps.md * spacingUnit,
    patterns: tokenPatterns('inset', name),
  })),
];

export function SpacingScale() {
  return (
    <Table caption={`Spacing: steps of ${spacingUnit} px`} head={['Token', 'Units', 'px', '', 'Used in']}>
      {spacingRows.map(({ token, units, px, width, patterns }) => (
        <tr key={token}>
          <th scope="row" style={mono}>
            {token}
          </th>
          <td>{units}</td>
          <td>{px}</td>
          <td>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                height: 12,
                width,
                background: theme.palette.primary.main,
                borderRadius: 2,
              }}
            />
          </td>
          <td>
            <UsedIn names={usedBy(siteSources, patterns)} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** A shape token as its table shows it: the value written out, and the sample drawn with it. */
interface ShapeToken {
  group: string;
  name: string;
  value: string;
  sample: CSSProperties;
}

/** A group's tokens as rows: `sample` draws a token's value, `describe` writes it out (as it is, unless given). */
function shapeTokens<T extends string | number>(
  group: string,
  tokens: Record<string, T>,
  sample: (value: T) => CSSProperties,
  describe: (value: T) => string = String,
): ShapeToken[] {
  return Object.entries(tokens).map(([name, value]) => ({
    group,
    name,
    value: describe(value),
    sample: sample(value),
  }));
}

function ShapeRow({ group, name, value, sample }: ShapeToken) {
  return (
    <tr>
      <th scope="row" style={{ ...cell, ...mono }}>
        {`${group}.${name}`}
      </th>
      <td style={{ ...cell, ...mono, fontSize: 12, maxWidth: 320 }}>{value}</td>
      <td style={cell}>
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            width: 96,
            height: 56,
            margin: 8,
            background: theme.palette.background.paper,
            border: `1px solid ${theme.palette.divider}`,
            ...sample,
          }}
        />
      </td>
      <td style={cell}>
        <UsedIn names={usedBy(siteSources, tokenPatterns(group, name))} />
      </td>
    </tr>
  );
}

interface ShapeTableProps {
  caption: string;
  /** The value column's heading: 'Value' unless set. */
  valueHead?: string;
  rows: ShapeToken[];
}

/** A table of shape tokens: each token, its value, a sample drawn with it, and where it is used. */
function ShapeTable({ caption, valueHead = 'Value', rows }: ShapeTableProps) {
  return (
    <Table caption={caption} head={['Token', valueHead, 'Sample', 'Used in']}>
      {rows.map((row) => (
        <ShapeRow key={`${row.group}.${row.name}`} {...row} />
      ))}
    </Table>
  );
}

const radiusValue = (px: number) =>
  `${px} px${px === theme.shape.borderRadius ? ' (MUI shape.borderRadius: sx borderRadius 1 = this)' : ''}`;

/** The corner radii: each token's value in px, with a sample corner. */
export function Radii() {
  const rows = shapeTokens('radii', radii, (px) => ({ borderRadius: Math.min(px, 28) }), radiusValue);
  return <ShapeTable caption="Corner radii" rows={rows} />;
}

/** The elevation shadows, then the glows: each token's box-shadow, with a sample. */
export function Shadows() {
  const rows = [
    ...shapeTokens('elevation', elevation, (shadow) => ({ boxShadow: shadow, borderRadius: radii.md })),
    ...shapeTokens('glow', glow, (shadow) => ({ boxShadow: shadow, borderRadius: radii.lg })),
  ];
  return <ShapeTable caption="Elevation and glow" valueHead="Value (box-shadow)" rows={rows} />;
}

/** The gradients: each token's value, with a sample band. */
export function Gradients() {
  const rows = shapeTokens('gradients', gradients, (gradient) => ({
    background: gradient,
    borderRadius: radii.md,
    width: 160,
  }));
  return <ShapeTable caption="Gradients" rows={rows} />;
}

export function Breakpoints() {
  return (
    <Table caption="Breakpoints" head={['Token', 'From (px)']}>
      {Object.entries(breakpoints).map(([name, px]) => (
        <tr key={name}>
          <th scope="row" style={mono}>
            {name}
          </th>
          <td>{px}</td>
        </tr>
      ))}
    </Table>
  );
}
