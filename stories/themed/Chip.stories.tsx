import preview from '../../.storybook/preview';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Chip from '@mui/material/Chip';
import { fn } from 'storybook/test';
import { tabbedTo } from '../../.storybook/states';
import { choice, described, stacked, pointerStates, Row, Sample, StateRow, toggle, words } from './layout';

const onDelete = { None: undefined, 'Delete button': fn() };

const meta = preview.meta({
  title: 'Content cards/Themed MUI/Chip',
  id: 'themed-chip',
  component: Chip,
  args: {
    label: 'Featured',
    variant: 'filled',
    color: 'primary',
    size: 'small',
    clickable: false,
    disabled: false,
  },
  argTypes: {
    label: words('The words: one or two, e.g. "Featured", "Productivity", "30 min".'),
    variant: choice(
      ['filled', 'outlined'],
      'filled',
      'A solid pill (filled) or a border only (outlined). The site fills most chips; the featured course\'s "Featured course" is outlined.',
    ),
    color: choice(
      ['default', 'primary'],
      'default',
      "Its colour role: primary is brand pink (the site's featured chips); default is MUI's neutral grey. The site's category, duration and level chips set their own colours instead.",
    ),
    size: choice(
      ['small', 'medium'],
      'medium',
      'Its height: small is 24 px (every chip on the site), medium 32 px.',
    ),
    clickable: toggle(
      'Makes it look pressable, with hover and pressed states. No chip on the site is pressable.',
    ),
    onDelete: {
      control: 'inline-radio',
      options: Object.keys(onDelete),
      mapping: onDelete,
      description:
        'Called when the visitor removes the chip; giving it adds a small delete button at the end.',
    },
    disabled: toggle('Fades it to 38 % and stops it responding.'),
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          'MUI\'s chip as the site\'s theme draws it: a fully rounded pill with semibold text. The site uses small, read-only chips as labels on cards: brand pink for featured items ("Featured", "Latest episode"), pale pink with link-pink words for a prompt\'s category and an agenda item\'s length, and the level colours on course cards. Pressable and removable chips are themed too (keyboard focus shows the pink glow ring) but not used.',
      },
    },
  },
});

/** Every chip the site shows, on the cards that carry them: check they read as labels, not buttons. */
export const OnTheSite = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row label="Featured: primary, filled" note="The featured event card and the latest podcast episode.">
        <Chip label="Featured" size="small" color="primary" />
        <Chip label="Latest episode" size="small" color="primary" />
      </Row>
      <Row label="Featured course: primary, outlined">
        <Chip label="Featured course" size="small" color="primary" variant="outlined" />
      </Row>
      <Row label="Category and duration: pale pink" note="A prompt card's category; an agenda item's length.">
        <Chip label="Productivity" size="small" sx={{ bgcolor: 'brand.tint', color: 'text.link' }} />
        <Chip label="30 min" size="small" sx={{ bgcolor: 'brand.tint', color: 'text.link' }} />
        <Chip
          label="From your link"
          size="small"
          icon={<LinkRounded aria-hidden="true" />}
          sx={{ bgcolor: 'brand.main', color: 'brand.contrastText', '& .MuiChip-icon': { color: 'inherit' } }}
        />
      </Row>
      <Row label="Course levels" note="LevelBadge: green, blue, red, grey otherwise.">
        <Chip label="Beginner" size="small" sx={{ bgcolor: 'level.beginner', color: 'common.white' }} />
        <Chip
          label="Intermediate"
          size="small"
          sx={{ bgcolor: 'level.intermediate', color: 'common.white' }}
        />
        <Chip label="Advanced" size="small" sx={{ bgcolor: 'level.advanced', color: 'common.white' }} />
        <Chip label="All levels" size="small" sx={{ bgcolor: 'level.other', color: 'common.white' }} />
      </Row>
    </>
  ),
});

/** One chip driven by the controls: try outlined, the default colour, medium size, pressable and removable. */
export const Playground = meta.story({
  render: (args) => (
    <Sample label="Chip">
      <Chip {...args} />
    </Sample>
  ),
});

/** Filled and outlined in the colours in use, at both sizes. */
export const Variants = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      {(['filled', 'outlined'] as const).map((variant) => (
        <Row key={variant} label={variant === 'filled' ? 'Filled' : 'Outlined'}>
          <Sample label="Primary, small">
            <Chip variant={variant} color="primary" size="small" label="Featured" />
          </Sample>
          <Sample label="Primary, medium">
            <Chip variant={variant} color="primary" label="Featured" />
          </Sample>
          <Sample label="Default, small">
            <Chip variant={variant} size="small" label="Productivity" />
          </Sample>
          <Sample label="Default, medium">
            <Chip variant={variant} label="Productivity" />
          </Sample>
        </Row>
      ))}
    </>
  ),
});

/** Pressable and removable chips at rest (themed, but not used on the site). */
export const ClickableAndDeletable = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <Row label="Pressable">
        <Chip label="LinkedIn" onClick={fn()} />
        <Chip label="LinkedIn" color="primary" onClick={fn()} />
        <Chip label="LinkedIn" variant="outlined" color="primary" onClick={fn()} />
      </Row>
      <Row label="Removable">
        <Chip label="Content Creation" onDelete={fn()} />
        <Chip label="Content Creation" color="primary" onDelete={fn()} />
        <Chip label="Content Creation" size="small" color="primary" variant="outlined" onDelete={fn()} />
      </Row>
    </>
  ),
});

/** Pressable chips in each state side by side: default, hover, pressed, keyboard focus and disabled. */
export const States = meta.story({
  tags: ['desktop-only'],
  ...pointerStates,
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
      <StateRow
        label="Pressable, primary"
        render={(props) => <Chip label="LinkedIn" color="primary" onClick={fn()} {...props} />}
      />
      <StateRow
        label="Pressable, default"
        render={(props) => <Chip label="LinkedIn" onClick={fn()} {...props} />}
      />
      <StateRow
        label="Removable, primary"
        states={['default', 'focus', 'disabled']}
        // A chip that is not a button says it is disabled itself, as the button chips do.
        render={(props) => (
          <Chip
            label="Content Creation"
            color="primary"
            onDelete={fn()}
            aria-disabled={props.disabled}
            {...props}
          />
        )}
      />
    </>
  ),
});

/** A real pressable chip reached with the Tab key: check the pink glow ring and the darker pink. */
export const KeyboardFocus = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('button', 'LinkedIn'),
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Sample label="Pressable, primary">
      <Chip label="LinkedIn" color="primary" onClick={fn()} />
    </Sample>
  ),
});
