/**
 * Line lengths ("a measure of 60 characters") in em, fixed to the width of the digit zero in the
 * site's faces. CSS's `ch` is that width in whatever font is in use when the style is resolved:
 * before a face has arrived Chromium measures it in the fallback font, and it can keep that width
 * after the swap, so a block laid out early stays narrower than one laid out late. An em width is
 * the same before and after the font loads.
 */
const zeroWidth = {
  /** Inter at weight 400 (the reading text). */
  reading: 0.630859375,
  /** Inter at weight 600 (it is a variable face: its digits widen with the weight). */
  readingSemibold: 0.659668,
  /** Fredoka (the headings). */
  display: 0.572,
} as const;

export type MeasureFace = keyof typeof zeroWidth;

/** The width of `characters` zeros in `face`, as an em length for `maxWidth`. */
export function measure(characters: number, face: MeasureFace = 'reading'): string {
  return `${Number((characters * zeroWidth[face]).toFixed(4))}em`;
}
