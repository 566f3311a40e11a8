/** WCAG 2.x colour contrast, for tests and the Foundations stories. */

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Parses #rgb or #rrggbb into 0–255 channels. */
export function parseHex(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** The relative luminance of a colour given as 0–255 channels. */
export function luminanceOf([r, g, b]: readonly [number, number, number, ...number[]]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function relativeLuminance(hex: string): number {
  return luminanceOf(parseHex(hex));
}

/** The contrast of two opaque colours given as 0–255 channels. */
export function channelContrast(
  a: readonly [number, number, number, ...number[]],
  b: readonly [number, number, number, ...number[]],
): number {
  const [hi, lo] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function contrastRatio(a: string, b: string): number {
  return channelContrast(parseHex(a), parseHex(b));
}

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;
