import type { Meta, StoryObj } from '@storybook/react-vite';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Chip from '@mui/material/Chip';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState } from '../../.storybook/states';
import { described, Frame, pointerStates, Row, Sample, StateRow } from './layout';

const onDelete = { None: undefined, 'Delete button': fn() };

const meta = {
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
    label: {
      control: 'text',
      description: 'The words: one or two, e.g. "Featured", "Productivity", "30 min".',
    },
    variant: {
      control: 'inline-radio',
      options: ['filled', 'outlined'],
      description:
        'A solid pill (filled) or a border only (outlined). The site fills most chips; the featured course\'s "Featured course" is outlined.',
      table: { defaultValue: { summary: 'filled' } },
    },
    color: {
      control: 'inline-radio',
      options: ['default', 'primary'],
      description:
        "Its colour role: primary is brand pink (the site's featured chips); default is MUI's neutral grey. The site's category, duration and level chips set their own colours instead.",
      table: { defaultValue: { summary: 'default' } },
    },
    size: {
      control: 'inline-radio',
      options: ['small', 'medium'],
      description: 'Its height: small is 24 px (every chip on the site), medium 32 px.',
      table: { defaultValue: { summary: 'medium' } },
    },
    clickable: {
      control: 'boolean',
      description:
        'Makes it look pressable, with hover and pressed states. No chip on the site is pressable.',
      table: { defaultValue: { summary: 'false' } },
    },
    onDelete: {
      control: 'inline-radio',
      options: Object.keys(onDelete),
      mapping: onDelete,
      description:
        'Called when the visitor removes the chip; giving it adds a small delete button at the end.',
    },
    disabled: {
      control: 'boolean',
      description: 'Fades it to 38 % and stops it responding.',
      table: { defaultValue: { summary: 'false' } },
    },
  },
  parameters: {
    host: 'same',
    docs: {
      description: {
        component:
          'MUI\'s chip as the site\'s theme draws it: a fully rounded pill with semibold text. The site uses small, read-only chips as labels on cards: brand pink for featured items ("Featured", "Latest episode"), pale pink with link-pink words for a prompt\'s category and an agenda item\'s length, and the level colours on course cards. Pressable and removable chips are themed too (keyboard focus shows the pink glow ring) but not used.',
      },
    },
    guidance: {
      use: [
        'To label a card with a short fact the visitor scans for: featured, a category, a duration, a level.',
        'Small, at the top of a card, above its title.',
      ],
      avoid: [
        { when: "Showing a course's level.", instead: "LevelBadge, which picks the level's colour." },
        {
          when: 'The visitor filters a list by it.',
          instead: 'TagFilter (buttons, which work before the page has finished loading).',
        },
        { when: 'It says what happened after an action.', instead: 'Notice.' },
      ],
      content: [
        'One or two words, in the capitals the content gives them: "Featured", "Latest episode", "Productivity", "30 min".',
        'No more than two chips on a card.',
        "A chip repeats a fact; the card's text must not depend on its colour alone.",
      ],
      states: [
        { name: 'Primary, filled', looks: 'White words on brand pink (pink 600).' },
        { name: 'Primary, outlined', looks: 'Pink 600 words inside a pink 600 border at 70 %.' },
        {
          name: 'Category and duration',
          looks: 'Link pink words (pink 700) on pale pink (pink 50), set by the site.',
        },
        {
          name: 'Default',
          looks: "MUI's neutral grey (black at 8 %) under body text; outlined, a neutral 400 border.",
        },
        {
          name: 'Hover (pressable)',
          looks: 'Primary darkens to pink 800; default greys a little more (black at 12 %).',
        },
        { name: 'Pressed (pressable)', looks: 'As hover, lifted by the low shadow.' },
        {
          name: 'Keyboard focus (pressable or removable)',
          looks:
            'The 3 px pink glow ring (pink 500 at 45 %); primary also darkens to pink 800, default greys to black at 20 %.',
        },
        {
          name: 'Removable',
          looks:
            "A round delete icon at the end, fainter than the words (70 % of the words' colour on a coloured chip, body text at 26 % on the default grey), stronger on hover.",
        },
        { name: 'Disabled', looks: 'Faded to 38 %.' },
      ],
      accessibility: {
        keyboard:
          'A read-only chip is not focusable. A pressable chip is reached with Tab and pressed with Enter or Space; a removable one is removed with Backspace or Delete.',
        screenReader:
          'A read-only chip is read as its text. A pressable chip is announced as a button; the delete icon is not announced separately.',
        contrast:
          'White on pink 600 is 5.60:1; pink 600 on white 5.60:1; pink 700 on pink 50 6.93:1; body text on the default grey 15.13:1. Level chips: white on green 5.38:1, blue 6.09:1, red 6.54:1, grey 7.58:1. The focus glow is 1.77:1 against white, under 3:1.',
      },
      status: {
        level: 'Stable',
        note: 'Read-only labels on event, episode, course, prompt and agenda cards. Pressable and removable chips are not used.',
      },
      engineering: [
        'The theme sets only the pill radius and weight 600; colours come from MUI and the palette, or from sx where a component sets its own (category, duration, level, "From your link").',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every chip the site shows, on the cards that carry them: check they read as labels, not buttons. */
export const OnTheSite: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
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
    </Frame>
  ),
};

/** One chip driven by the controls: try outlined, the default colour, medium size, pressable and removable. */
export const Playground: Story = {
  render: (args) => (
    <Frame>
      <Sample label="Chip">
        <Chip {...args} />
      </Sample>
    </Frame>
  ),
};

/** Filled and outlined in the colours in use, at both sizes. */
export const Variants: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
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
    </Frame>
  ),
};

/** Pressable and removable chips at rest (themed, but not used on the site). */
export const ClickableAndDeletable: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
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
    </Frame>
  ),
};

/** Pressable chips in each state side by side: default, hover, pressed, keyboard focus and disabled. */
export const States: Story = {
  tags: ['desktop-only'],
  ...pointerStates,
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
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
    </Frame>
  ),
};

/** A real pressable chip reached with the Tab key: check the pink glow ring and the darker pink. */
export const KeyboardFocus: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <Sample label="Pressable, primary">
        <Chip label="LinkedIn" color="primary" onClick={fn()} />
      </Sample>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'LinkedIn' })).toHaveFocus();
  },
};
