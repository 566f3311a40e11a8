/**
 * The designer edits the review is proven on (`npm run test:visual:corpus`): one of each kind a
 * designer makes, four pairs that meet on the same images, and three that hide a second change the
 * drawings cannot name. Each edit is a set of replacements in the committed tree, with the causes
 * the review must show for it: each exactly once, and nothing else.
 */

export interface CorpusEdit {
  id: string;
  /** What the designer did, in their words. */
  says: string;
  /** Replacements: file, what it says now, what the edit makes it say (every place it says it). */
  changes: [file: string, from: string, to: string][];
  /** The decisions the review must show, one for each. */
  causes: RegExp[];
  /** A hidden change rides along: the review must show it as an unexplained change. */
  hidden?: true;
}

const PRIMITIVES = 'theme/primitives.ts';
const SEMANTIC = 'theme/semantic.ts';
const TYPE = 'theme/typography.ts';
const OVERRIDES = 'theme/componentOverrides.ts';
const EVENT_CARD = 'src/components/EventCard.tsx';

const pinkShade: CorpusEdit = {
  id: 'pink-shade',
  says: 'the brand pink one step deeper',
  changes: [[PRIMITIVES, "600: '#c8185f'", "600: '#b0155a'"]],
  causes: [/^`pink\.600` #c8185f → #b0155a/],
};
const linkRole: CorpusEdit = {
  id: 'link-role',
  says: 'links one step deeper: the role switched to another token',
  changes: [[SEMANTIC, 'link: pink[700]', 'link: pink[800]']],
  causes: [/^`pink\.700` → `pink\.800`/],
};
const textColour: CorpusEdit = {
  id: 'text-colour',
  says: 'secondary text one step darker',
  changes: [[SEMANTIC, 'secondary: neutral[600]', 'secondary: neutral[700]']],
  causes: [/^`neutral\.600` → `neutral\.700`/],
};
const borderColour: CorpusEdit = {
  id: 'border-colour',
  says: 'quiet borders one step stronger',
  changes: [[SEMANTIC, 'subtle: neutral[200]', 'subtle: neutral[300]']],
  causes: [/^`neutral\.200` → `neutral\.300`/],
};
const accentTeal: CorpusEdit = {
  id: 'teal-shade',
  says: 'the accent teal a few units warmer (the pictures are painted from it)',
  changes: [[PRIMITIVES, "700: '#0f645a'", "700: '#13685e'"]],
  causes: [/^`teal\.700` #0f645a → #13685e/],
};
const cardInset: CorpusEdit = {
  id: 'card-inset',
  says: 'less room inside cards on phones',
  changes: [[PRIMITIVES, 'card: { xs: 2.5, md: 3 }', 'card: { xs: 2.25, md: 3 }']],
  causes: [/^`inset\.card\.xs` 20px → 18px/],
};
const cardInsetWide: CorpusEdit = {
  id: 'card-inset-wide',
  says: 'more room inside cards from 900 px only',
  changes: [[PRIMITIVES, 'card: { xs: 2.5, md: 3 }', 'card: { xs: 2.5, md: 3.5 }']],
  causes: [/^`inset\.card\.md` 24px → 28px/],
};
const radius: CorpusEdit = {
  id: 'radius',
  says: 'medium corners a little rounder',
  changes: [[PRIMITIVES, 'md: 12,', 'md: 14,']],
  causes: [/^`radii\.md` 12px → 14px/],
};

export const corpus: CorpusEdit[] = [
  // The tree as committed: no decision at all, and the time every other edit is measured against.
  { id: 'unchanged', says: 'nothing', changes: [], causes: [] },
  pinkShade,
  linkRole,
  textColour,
  borderColour,
  accentTeal,
  cardInset,
  cardInsetWide,
  radius,
  {
    id: 'shadow',
    says: 'the low elevation a little darker',
    changes: [[PRIMITIVES, '0 1px 3px ${shadowInk} 0.08)', '0 1px 3px ${shadowInk} 0.12)']],
    causes: [/^`elevation\.low`/],
  },
  {
    id: 'type-size',
    says: 'small body text one step larger',
    changes: [[TYPE, "body2: { fontSize: '0.875rem'", "body2: { fontSize: '0.9375rem'"]],
    causes: [/^`typography\.body2`/],
  },
  {
    id: 'weight',
    // Inter is shipped as one variable face (400–700); the display face only at 600, so a heading
    // set bolder would draw the same.
    says: 'the first subtitle bolder',
    changes: [
      [
        TYPE,
        "subtitle1: { fontWeight: 600, fontSize: '1rem', lineHeight: 1.5 }",
        "subtitle1: { fontWeight: 700, fontSize: '1rem', lineHeight: 1.5 }",
      ],
    ],
    causes: [/^`typography\.subtitle1`/],
  },
  {
    id: 'line-height',
    says: 'body text with more air between lines',
    changes: [
      [TYPE, "body1: { fontSize: '1rem', lineHeight: 1.65 }", "body1: { fontSize: '1rem', lineHeight: 1.7 }"],
    ],
    causes: [/^`typography\.body1`/],
  },
  {
    id: 'font-family',
    says: 'code in the body face',
    changes: [[PRIMITIVES, 'mono: \'"IBM Plex Mono", ui-monospace', 'mono: \'"Inter", ui-monospace']],
    causes: [/^`fontFamilies\.mono`/],
  },
  {
    id: 'word',
    says: 'one word of the home page',
    changes: [['content/home.ts', 'morning coffee', 'morning tea']],
    causes: [/^text ‘coffee’ → ‘tea’/],
  },
  {
    id: 'icon',
    says: 'the event card’s arrow swapped for another',
    changes: [[EVENT_CARD, 'ArrowForwardRounded', 'EastRounded']],
    causes: [/the icon's shape changed/],
  },
  {
    id: 'picture-shapes',
    says: 'the home picture’s big circle made smaller',
    changes: [['theme/art/scenes/home.svg', 'r="74"', 'r="70"']],
    causes: [/^picture home\.svg redrawn/],
  },
  {
    id: 'override',
    says: 'chips in bolder type (a component override)',
    changes: [
      [
        OVERRIDES,
        'root: { borderRadius: radii.pill, fontWeight: 600 }',
        'root: { borderRadius: radii.pill, fontWeight: 700 }',
      ],
    ],
    causes: [/^Chip( \w+)? font/],
  },
  {
    id: 'element-added',
    says: 'a line added to the event card',
    changes: [
      [
        EVENT_CARD,
        '<Typography id={titleId} variant="h5" component={headingLevel}>',
        [
          '<Typography variant="caption">Free to join</Typography>',
          '<Typography id={titleId} variant="h5" component={headingLevel}>',
        ].join('\n      '),
      ],
    ],
    causes: [/^Typography caption ‘Free to join’ added/],
  },
  {
    id: 'story-args',
    says: 'a story’s level badge reads other words',
    changes: [
      ['stories/components/LevelBadge.stories.tsx', "{ level: 'All levels' }", "{ level: 'Every level' }"],
    ],
    causes: [/^text ‘All levels’ → ‘Every level’/],
  },
  {
    id: 'pair-shade-word',
    says: 'the brand pink deeper, and one word',
    changes: [...pinkShade.changes, ['content/home.ts', 'morning coffee', 'morning tea']],
    causes: [...pinkShade.causes, /^text ‘coffee’ → ‘tea’/],
  },
  {
    id: 'pair-link-inset',
    says: 'links deeper, and less room in cards on phones',
    changes: [...linkRole.changes, ...cardInset.changes],
    causes: [...linkRole.causes, ...cardInset.causes],
  },
  {
    id: 'pair-radius-text',
    says: 'rounder corners, and darker secondary text',
    changes: [...radius.changes, ...textColour.changes],
    causes: [...radius.causes, ...textColour.causes],
  },
  {
    id: 'pair-teal-override',
    says: 'the teal warmer, and wider buttons (a component override)',
    changes: [...accentTeal.changes, [OVERRIDES, 'paddingInline: 20,', 'paddingInline: 22,']],
    causes: [...accentTeal.causes, /^Button padding/],
  },
  {
    id: 'hidden-shadow-in-pink',
    says: 'the brand pink deeper, and a faint text shadow no drawing records',
    changes: [
      ...pinkShade.changes,
      [
        OVERRIDES,
        "style: { boxShadow: glow.soft, '&:hover'",
        "style: { textShadow: '0 1px 0 rgba(0, 0, 0, 0.04)', boxShadow: glow.soft, '&:hover'",
      ],
    ],
    causes: pinkShade.causes,
    hidden: true,
  },
  {
    id: 'hidden-move-in-card',
    says: 'less room in cards on phones, and one line of the event card 2 px lower',
    changes: [
      ...cardInset.changes,
      [
        EVENT_CARD,
        '<Typography variant="body2" sx={{ color: \'text.secondary\' }}>',
        "<Typography variant=\"body2\" sx={{ color: 'text.secondary', position: 'relative', top: 2 }}>",
      ],
    ],
    causes: cardInset.causes,
    hidden: true,
  },
  {
    id: 'hidden-glyphs-in-link',
    says: 'links deeper, and their glyphs stroked thicker',
    changes: [
      ...linkRole.changes,
      [
        OVERRIDES,
        "textUnderlineOffset: '0.2em',",
        "textUnderlineOffset: '0.2em', WebkitTextStroke: '0.3px currentColor',",
      ],
    ],
    causes: linkRole.causes,
    hidden: true,
  },
];
