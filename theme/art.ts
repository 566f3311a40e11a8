import { hair, neutral, pink, skin, status, teal } from './primitives.ts';

/**
 * The art in theme/art (glossary pictures, portraits, the favicon) is written as templates that
 * name colour tokens instead of colours: `fill="{pink.600}"`, `fill="{skin.fair.face}"`. The build
 * paints each template with today's tokens (scripts/tokenArtPlugin.ts), so a change to a primitive
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
  const raw = RAW_COLOUR.exec(template);
  if (raw) throw new Error(`${file}: "${raw[0]}" is a colour written out; name a token such as {pink.600}.`);
  return template.replace(TOKEN, (_, name: string) => {
    const colour = colourTokens.get(name);
    if (!colour) throw new Error(`${file}: {${name}} is not a colour token of theme/primitives.ts.`);
    return colour;
  });
}
