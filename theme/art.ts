import { hair, neutral, pink, skin, status, teal } from './primitives.ts';

/**
 * The art in theme/art (glossary pictures, portraits, the favicon) is written as templates that
 * name colour tokens instead of colours: `fill="{pink.600}"`, `fill="{skin.fair.face}"`. The build
 * paints each template with today's tokens (scripts/build/tokenArtPlugin.ts), so a change to a primitive
 * reaches every picture with no second edit.
 */
const PALETTES = { pink, teal, neutral, status, skin, hair } as const;

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/** Every colour the art may name, by its path in theme/primitives.ts: 'pink.600' → '#c8185f'. */
export const colourTokens: ReadonlyMap<string, string> = flatten(PALETTES, '', new Map());

const TOKEN = /\{([a-z][\w.]*)\}/gi;
const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;

/**
 * A template with each `{token}` replaced by its colour. Throws, naming the file, on a token the
 * primitives do not have or on a colour written out, which would not follow the tokens.
 */
export function paintArt(template: string, file: string): string {
  return paintWith(template, file, Object.fromEntries(colourTokens));
}

/** A template painted with the colours given (the visual review paints one with a token's old value). */
export function paintWith(template: string, file: string, colours: Record<string, string>): string {
  const raw = RAW_COLOUR.exec(template);
  if (raw) throw new Error(`${file}: "${raw[0]}" is a colour written out; name a token such as {pink.600}.`);
  return template.replace(TOKEN, (_, name: string) => {
    const colour = colours[name];
    if (!colour) throw new Error(`${file}: {${name}} is not a colour token of theme/primitives.ts.`);
    return colour;
  });
}

/** The colour tokens a template names, each once, in the order it names them first. */
export const tokensOf = (template: string): string[] => [
  ...new Set([...template.matchAll(TOKEN)].map((m) => m[1] as string)),
];

/**
 * What a picture drawn into the page itself (theme/art/scenes) may not hold: it appears beside
 * other pictures and more than once on a page, and the page's security policy allows no inline
 * styles, so it has no ids, styles, scripts, text or linked images.
 */
const NOT_INLINE = /\sid=|\sclass=|\sstyle=|href=|<(?:defs|style|script|text|image|use|foreignObject)\b/i;

/** A picture ready to draw into a page: its shapes, and the sentence its `<title>` gives. */
export interface InlineArt {
  /** The `<svg>` with its colours painted, no title, and no size of its own (the page sizes it). */
  markup: string;
  /** The template's `<title>`: what the picture shows, for a text alternative where it carries meaning. */
  title: string;
  /** Its drawing box, as `[width, height]`. */
  viewBox: readonly [number, number];
}

/** A scene painted with today's tokens and made ready to draw into a page; throws, naming the file, on what it may not hold. */
export function paintInlineArt(template: string, file: string): InlineArt {
  const banned = NOT_INLINE.exec(template);
  if (banned)
    throw new Error(`${file}: "${banned[0].trim()}" cannot be drawn into a page; use plain shapes.`);
  const painted = paintArt(template, file);
  const title = /<title>([^<]*)<\/title>/.exec(painted)?.[1]?.trim();
  if (!title) throw new Error(`${file}: a scene needs a <title> that says what it shows.`);
  const box = /viewBox="0 0 (\d+) (\d+)"/.exec(painted);
  if (!box) throw new Error(`${file}: a scene needs a viewBox="0 0 width height".`);
  const markup = painted
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<svg\b[^>]*>/, (open) => open.replace(/\s(?:xmlns|width|height)="[^"]*"/g, ''))
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim();
  return { markup, title, viewBox: [Number(box[1]), Number(box[2])] };
}
