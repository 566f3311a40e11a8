/**
 * The explanation of a changed image (scripts/visual/explain/) on small drawn scenes: each cause
 * is named, accounts for the pixels it moved, and leaves everything else over.
 */
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { Drawing, DrawnElement } from '../../scripts/visual/capture/drawing';
import { explain, explainOnPage, wordChange, type Proven } from '../../scripts/visual/explain/index';
import type { Alone } from '../../scripts/visual/capture/only';
import { comparePixels } from '../../scripts/visual/compare';
import { align, nodes } from '../../scripts/visual/explain/align';
import { findCauses } from '../../scripts/visual/explain/causes';
import { groupCauses, undoneProof, type Group } from '../../scripts/visual/explain/prove';
import { differing } from '../../scripts/visual/explain/pixels';

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const PINK: Rgb = [200, 24, 95];
const DEEPER: Rgb = [176, 21, 90];
const INK: Rgb = [28, 20, 26];

function canvas(width: number, height: number): PNG {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...WHITE, 255], i);
  return png;
}
const fill = (png: PNG, [x, y, w, h]: number[], colour: Rgb) => {
  for (let row = y as number; row < (y as number) + (h as number); row++)
    for (let col = x as number; col < (x as number) + (w as number); col++)
      png.data.set([...colour, 255], (row * png.width + col) * 4);
};
const blend = (a: Rgb, b: Rgb, t: number): Rgb =>
  a.map((c, i) => Math.round(c * t + (b[i] as number) * (1 - t))) as Rgb;
const css = ([r, g, b]: Rgb) => `rgb(${r}, ${g}, ${b})`;

/** A button: a pink box with a soft edge on white, and a line of "text" in ink. */
function scene(options: { pink: Rgb; textX?: number; top?: number; extra?: boolean }): PNG {
  const png = canvas(120, 80);
  const top = options.top ?? 10;
  fill(png, [10, top, 60, 24], options.pink);
  // Anti-aliased edge: a column blended half and half with the white page.
  fill(png, [70, top, 1, 24], blend(options.pink, WHITE, 0.5));
  fill(png, [options.textX ?? 20, top + 10, 30, 4], WHITE);
  fill(png, [10, top + 40, 50, 6], INK);
  if (options.extra) fill(png, [90, 60, 6, 6], INK);
  return png;
}

function drawing(options: {
  pink: Rgb;
  label?: string;
  top?: number;
  padding?: string;
  tokens?: Record<string, string[]>;
}): Drawing {
  const top = options.top ?? 10;
  const elements: DrawnElement[] = [
    [-1, 'body', [0, 0, 120, 80], 0],
    [0, 'button', [10, top, 61, 24], 1, options.label ?? 'Subscribe', 'Button'],
    [0, 'p', [10, top + 40, 50, 6], 2, 'Fresh prompts every week'],
  ];
  return {
    version: 1,
    size: [120, 80],
    tokens: {
      [`colour ${css(options.pink)}`]: ['pink.600'],
      'space 20px': ['inset.card.xs'],
      'space 18px': [],
      ...options.tokens,
    },
    styles: [
      { padding: options.padding ?? '0px' },
      { color: css(WHITE), 'background-color': css(options.pink) },
      { color: css(INK) },
    ],
    elements,
  };
}

describe('explaining a changed image', () => {
  it('names a token whose shade moved and gives it every pixel, blends included', () => {
    const result = explain({
      before: scene({ pink: PINK }),
      after: scene({ pink: DEEPER }),
      drawingBefore: drawing({ pink: PINK }),
      drawingAfter: drawing({ pink: DEEPER }),
    });
    expect(result.causes.map((c) => c.title)).toEqual(['`pink.600` #c8185f → #b0155a']);
    expect(result.causes[0]?.pixels).toBe(60 * 24 - 30 * 4 + 24);
    expect(result.leftover.pixels).toBe(0);
    expect(result.evidence.join()).toContain('pure colour substitution');
  });

  it('leaves over a second change inside the same element, which the colour cannot account for', () => {
    const after = scene({ pink: DEEPER, textX: 22 });
    const result = explain({
      before: scene({ pink: PINK }),
      after,
      drawingBefore: drawing({ pink: PINK }),
      drawingAfter: drawing({ pink: DEEPER }),
    });
    expect(result.causes.map((c) => c.kind)).toEqual(['colour']);
    expect(result.leftover.pixels).toBeGreaterThan(0);
    expect(result.leftover.regions[0]).toMatchObject({ y: 20 });
  });

  it('leaves over a change outside every element the drawing says changed', () => {
    const result = explain({
      before: scene({ pink: PINK }),
      after: scene({ pink: DEEPER, extra: true }),
      drawingBefore: drawing({ pink: PINK }),
      drawingAfter: drawing({ pink: DEEPER }),
    });
    expect(result.leftover.pixels).toBe(36);
    expect(result.leftover.regions).toEqual([{ x: 90, y: 60, width: 6, height: 6 }]);
  });

  it('names a text change by its words, and two causes in one image each', () => {
    const result = explain({
      before: scene({ pink: PINK }),
      after: scene({ pink: DEEPER, textX: 24 }),
      drawingBefore: drawing({ pink: PINK, label: 'Subscribe now' }),
      drawingAfter: drawing({ pink: DEEPER, label: 'Subscribe today' }),
    });
    expect(result.causes.map((c) => c.title).sort()).toEqual([
      '`pink.600` #c8185f → #b0155a',
      'text ‘now’ → ‘today’',
    ]);
    expect(result.leftover.pixels).toBe(0);
  });

  it('gives what moved to the spacing token that moved it, and proves the move by its pixels', () => {
    const before = scene({ pink: PINK });
    const drawings = {
      drawingBefore: drawing({ pink: PINK, padding: '20px' }),
      drawingAfter: drawing({
        pink: PINK,
        top: 14,
        padding: '18px',
        tokens: { 'space 18px': ['inset.card.xs'] },
      }),
    };
    const result = explain({ before, after: scene({ pink: PINK, top: 14 }), ...drawings });
    expect(result.causes.map((c) => c.title)).toEqual(['`inset.card.xs` 20px → 18px']);
    expect(result.leftover.pixels).toBe(0);
    // A move that the drawing does not show is not taken on trust.
    const moved = explain({ before, after: scene({ pink: PINK, top: 14, extra: true }), ...drawings });
    expect(moved.leftover.pixels).toBe(36);
  });

  it('names the tokens a component’s style moved between', () => {
    const rounded = (radius: string, names: string[]) => {
      const out = drawing({ pink: PINK, tokens: { [`radius ${radius}`]: names } });
      out.styles[1] = { ...out.styles[1], 'border-radius': radius };
      return out;
    };
    const after = scene({ pink: PINK });
    fill(after, [10, 10, 3, 3], WHITE);
    const result = explain({
      before: scene({ pink: PINK }),
      after,
      drawingBefore: rounded('999px', ['radii.pill']),
      drawingAfter: rounded('6px', ['radii.sm']),
    });
    expect(result.causes.map((c) => c.title)).toEqual([
      'Button border-radius `radii.pill` → `radii.sm` (999px → 6px)',
    ]);
    expect(result.leftover.pixels).toBe(0);
  });

  it('with no drawing, still finds a pure colour substitution', () => {
    const result = explain({ before: scene({ pink: PINK }), after: scene({ pink: DEEPER }) });
    expect(result.causes.map((c) => c.key)).toEqual(['colour:#c8185f>#b0155a']);
    expect(result.leftover.pixels).toBe(0);
  });

  it('tells the words that changed in a line', () => {
    expect(wordChange('Join us for coffee on Friday', 'Join us for tea on Friday')).toEqual([
      'coffee',
      'tea',
    ]);
    expect(wordChange('Save', 'Save now')).toEqual(['', 'now']);
  });
});

describe('what stays itself, and what belongs to a token', () => {
  it('keeps an element whose style changed as itself when a wrapper now holds it', () => {
    const before = drawing({ pink: PINK });
    const after = drawing({ pink: DEEPER });
    // A box that paints nothing now holds the button and the line, one level deeper.
    after.elements = [
      [-1, 'body', [0, 0, 120, 80], 0],
      [0, 'div', [10, 10, 61, 46], 0, '', 'Box'],
      [1, 'button', [10, 10, 61, 24], 1, 'Subscribe', 'Button'],
      [1, 'p', [10, 50, 50, 6], 2, 'Fresh prompts every week'],
    ];
    const old = nodes(before);
    const now = nodes(after);
    const causes = findCauses(before, after, old, now, align(old, now));
    expect(causes.map((c) => c.cause.title)).toEqual(['`pink.600` #c8185f → #b0155a']);
  });

  it('puts a picture repainted with a token’s new value under that token, and its new shapes under itself', () => {
    const withPicture = (pink: Rgb, file: string, shapes: string) => {
      const out = drawing({ pink });
      out.elements.push([0, 'img', [80, 40, 30, 30], 0, '', `img ${file}`]);
      out.pictures = {
        [file]: {
          art: 'theme/art/glossary/bias.svg',
          shapes,
          tokens: { 'pink.600': `#${PINK === pink ? 'c8185f' : 'b0155a'}` },
        },
      };
      return out;
    };
    const before = withPicture(PINK, 'bias-AAAAAAAA.svg', 'one');
    const repainted = withPicture(DEEPER, 'bias-BBBBBBBB.svg', 'one');
    const [old, now] = [nodes(before), nodes(repainted)];
    const titles = findCauses(before, repainted, old, now, align(old, now)).map((c) => c.cause.key);
    expect(new Set(titles)).toEqual(new Set(['colour:#c8185f>#b0155a']));
    const redrawn = withPicture(DEEPER, 'bias-CCCCCCCC.svg', 'two');
    const titles2 = findCauses(before, redrawn, old, nodes(redrawn), align(old, nodes(redrawn))).map(
      (c) => c.cause.title,
    );
    expect(titles2).toContain('picture bias.svg redrawn');
  });
});

describe('what a layout change brings with it', () => {
  it('puts an empty box a reflow made room for with the spacing token, not as a cause of its own', () => {
    const before = drawing({ pink: PINK, padding: '20px' });
    const after = drawing({ pink: PINK, padding: '18px', tokens: { 'space 18px': ['inset.card.xs'] } });
    after.elements.push([0, 'div', [0, 70, 120, 8], 0]);
    const [old, now] = [nodes(before), nodes(after)];
    const groups = groupCauses(findCauses(before, after, old, now, align(old, now)));
    expect(groups.map((g) => g.cause.title)).toEqual(['`inset.card.xs` 20px → 18px']);
    expect(groups[0]?.undos.map((u) => u.index)).toEqual([0, 3]);
    // Without a layout cause beside it, an element added is a cause of its own.
    const alone = drawing({ pink: PINK, padding: '20px' });
    alone.elements.push([0, 'div', [0, 70, 120, 8], 0]);
    const third = nodes(alone);
    expect(
      groupCauses(findCauses(before, alone, old, third, align(old, third))).map((g) => g.cause.kind),
    ).toEqual(['added']);
  });
});

describe('proving pixels on the page, by putting the causes back', () => {
  const before = scene({ pink: PINK });
  const after = scene({ pink: DEEPER, textX: 24 });
  const drawings = [
    drawing({ pink: PINK, label: 'Subscribe now' }),
    drawing({ pink: DEEPER, label: 'Subscribe today' }),
  ] as const;
  const [old, now] = [nodes(drawings[0]), nodes(drawings[1])];
  const groups = groupCauses(findCauses(drawings[0], drawings[1], old, now, align(old, now)));
  const colour = groups.find((g) => g.cause.kind === 'colour') as Group;
  const text = groups.find((g) => g.cause.kind === 'text') as Group;
  const images = { before, after, diff: differing(before, after) };

  it('gives a pixel that comes back to the baseline to the causes that change it when put back alone', () => {
    expect(colour?.undos.length).toBeGreaterThan(0);
    expect(text?.undos.length).toBeGreaterThan(0);
    const proof = undoneProof(
      {
        groups: groups,
        all: before,
        each: new Map([
          [colour, scene({ pink: PINK, textX: 24 })],
          [text, scene({ pink: DEEPER })],
        ]),
        failed: new Set(),
      },
      images,
    );
    // Inside the button, away from the words: the pink alone.
    expect(proof(12, 12).map((g) => g.cause.kind)).toEqual(['colour']);
    // Where the words moved: both.
    expect(
      proof(21, 20)
        .map((g) => g.cause.kind)
        .sort(),
    ).toEqual(['colour', 'text']);
  });

  it('leaves over a pixel that does not come back, and one edited after the page was shot', () => {
    const undone = scene({ pink: PINK });
    fill(undone, [12, 12, 1, 1], INK);
    const proof = undoneProof({ groups, all: undone, each: new Map(), failed: new Set() }, images);
    expect(proof(12, 12)).toEqual([]);
    const seeded = scene({ pink: DEEPER, textX: 24 });
    fill(seeded, [14, 14, 1, 1], INK);
    const withSeed = undoneProof(
      { groups, all: before, each: new Map(), failed: new Set(), drawn: after },
      { before, after: seeded, diff: differing(before, seeded) },
    );
    expect(withSeed(14, 14)).toEqual([]);
    expect(withSeed(12, 12).length).toBeGreaterThan(0);
  });

  it('takes back a put-back box drawn whole one pixel away, and nothing outside it or changed in it', () => {
    // Put back, the button lands a row lower (its sub-pixel place rounds the other way), and so does
    // the paragraph below it, which no cause put back.
    const lower = scene({ pink: PINK, top: 11 });
    const proof = undoneProof({ groups, all: lower, each: new Map(), failed: new Set() }, images);
    expect(proof(12, 10).length).toBeGreaterThan(0);
    expect(proof(12, 50)).toEqual([]);
    // One glyph changed inside the button: no step brings it back, so its pixels stay over.
    const changed = scene({ pink: PINK, top: 11 });
    fill(changed, [30, 24, 2, 2], INK);
    const seeded = undoneProof({ groups, all: changed, each: new Map(), failed: new Set() }, images);
    expect(seeded(12, 10)).toEqual([]);
  });

  it('takes back a line of words inside a put-back box drawn one pixel away on its own', () => {
    // Put back, the button is where it was, but its words land a row lower (a notice's second line).
    const colourOnly = {
      before,
      after: scene({ pink: DEEPER }),
      diff: differing(before, scene({ pink: DEEPER })),
    };
    const wordsLower = () => {
      const png = scene({ pink: PINK });
      fill(png, [20, 20, 30, 1], PINK);
      fill(png, [20, 24, 30, 1], WHITE);
      return png;
    };
    const line: [number, number, number, number] = [20, 19, 30, 6];
    const undone = { groups: [colour], all: wordsLower(), each: new Map(), failed: new Set<Group>() };
    // The button is not one step away as a whole, so without its words' box the pixels stay over.
    expect(undoneProof(undone, colourOnly)(25, 24)).toEqual([]);
    expect(undoneProof({ ...undone, words: [line] }, colourOnly)(25, 24)).toEqual([colour]);
    // A glyph changed in the line: no step brings it back.
    const changed = wordsLower();
    fill(changed, [30, 22, 2, 2], INK);
    expect(undoneProof({ ...undone, all: changed, words: [line] }, colourOnly)(25, 24)).toEqual([]);
  });
});

describe('a page proof shared by the images after it', () => {
  // A page that applies every undo it is given and takes it back again.
  const page = { evaluate: () => Promise.resolve([]) } as unknown as Page;
  const drawings = { drawingBefore: drawing({ pink: PINK }), drawingAfter: drawing({ pink: DEEPER }) };
  const store = (): Proven & { keys: Set<string> } => {
    const keys = new Set<string>();
    return { keys, has: (key) => keys.has(key), add: (key) => void keys.add(key) };
  };
  const shots = (after: PNG) => {
    const before = scene({ pink: PINK });
    return { before, after, regions: comparePixels(before, after).regions, ...drawings };
  };
  /** Explains with a page whose put-back shot is `undone`; with the number of shots taken. */
  const explainWith = async (
    images: ReturnType<typeof shots>,
    undone: PNG,
    proven: Proven,
    alone?: Alone,
  ) => {
    let taken = 0;
    const shoot = () => {
      taken++;
      return Promise.resolve(undone);
    };
    return { result: await explainOnPage(page, images, shoot, { proven, alone }), taken };
  };

  it('proves a region the same pixels showed in an earlier image without shooting the page again', async () => {
    const proven = store();
    const first = await explainWith(shots(scene({ pink: DEEPER })), scene({ pink: PINK }), proven);
    expect(first.taken).toBe(1);
    expect(proven.keys.size).toBeGreaterThan(0);
    const again = await explainWith(shots(scene({ pink: DEEPER })), scene({ pink: PINK }), proven);
    expect(again.taken).toBe(0);
    expect(again.result).toEqual(first.result);
  });

  it('shoots an image whose region holds one pixel more, and leaves that pixel over', async () => {
    const proven = store();
    await explainWith(shots(scene({ pink: DEEPER })), scene({ pink: PINK }), proven);
    // A faint change no drawing records, inside the recoloured button.
    const after = scene({ pink: DEEPER });
    fill(after, [12, 12, 1, 1], blend(DEEPER, INK, 0.96));
    const undone = scene({ pink: PINK });
    fill(undone, [12, 12, 1, 1], blend(PINK, INK, 0.96));
    const seeded = await explainWith(shots(after), undone, proven);
    expect(seeded.taken).toBe(1);
    expect(seeded.result.leftover.pixels).toBe(1);
  });

  it('records nothing from a proof that left a pixel of the region over', async () => {
    const proven = store();
    const after = scene({ pink: DEEPER });
    const undone = scene({ pink: PINK });
    fill(undone, [12, 12, 1, 1], INK);
    await explainWith(shots(after), undone, proven);
    expect(proven.keys.size).toBe(0);
  });

  describe('an edit that is one change alone', () => {
    // A pixel inside the button that putting the pink back does not bring back (a faint speck).
    const speck = (pink: Rgb) => {
      const png = scene({ pink });
      fill(png, [12, 12, 1, 1], blend(pink, INK, 0.96));
      return png;
    };

    const pinkMoved = { key: 'token:pink.600', tokens: ['pink.600'] };

    it('gives the one cause the drawings show every differing pixel, with no shot', async () => {
      const images = shots(speck(DEEPER));
      const { result, taken } = await explainWith(images, speck(PINK), store(), pinkMoved);
      expect(taken).toBe(0);
      expect(result.proof).toBe('edit');
      expect(result.leftover.pixels).toBe(0);
      expect(result.causes.map((c) => [c.title, c.pixels])).toEqual([
        ['`pink.600` #c8185f → #b0155a', differing(images.before, images.after).at.length],
      ]);
    });

    it('leaves aside an empty box the drawings show taken away with it', async () => {
      const before = drawing({ pink: PINK });
      before.elements.push([0, 'div', [0, 70, 120, 0], 0]);
      const images = { ...shots(speck(DEEPER)), drawingBefore: before };
      const { result, taken } = await explainWith(images, speck(PINK), store(), pinkMoved);
      expect([taken, result.proof, result.causes.length]).toEqual([0, 'edit', 1]);
    });

    it('knows a role switched to another token by the token its elements wore', async () => {
      const role = { key: 'role:action.primary', tokens: ['pink.600', 'pink.700'] };
      const { result, taken } = await explainWith(shots(speck(DEEPER)), speck(PINK), store(), role);
      expect([taken, result.proof, result.leftover.pixels]).toEqual([0, 'edit', 0]);
    });

    it('proves on the page where the drawings show another cause, or a second one', async () => {
      const teal = { key: 'token:teal.700', tokens: ['teal.700'] };
      const other = await explainWith(shots(speck(DEEPER)), speck(PINK), store(), teal);
      expect(other.taken).toBe(1);
      expect(other.result.proof).toBe('page');
      expect(other.result.leftover.pixels).toBe(1);
      const worded = {
        ...shots(speck(DEEPER)),
        drawingAfter: drawing({ pink: DEEPER, label: 'Subscribe today' }),
      };
      const second = await explainWith(worded, speck(PINK), store(), pinkMoved);
      expect(second.taken).toBeGreaterThan(0);
      expect(second.result.proof).toBe('page');
    });
  });
});
