import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { keyboardFocused } from '../../.storybook/states';
import { PromptText, type PromptTextProps } from '../../src/components/PromptText';
import { promptBlanks, type BlankValues } from '../../src/prompts/promptPlaceholders';
import { longest, mostBlanks } from '../promptFixtures';

/** The text with its blanks held in the story, so they can be typed into as on the site. */
function PromptTextWithBlanks({ values: initial, onBlankChange, ...props }: PromptTextProps) {
  const [values, setValues] = useState<BlankValues>(initial);
  return (
    <PromptText
      {...props}
      values={values}
      onBlankChange={(key, value) => {
        setValues((current) => ({ ...current, [key]: value }));
        onBlankChange(key, value);
      }}
    />
  );
}

const firstBlankKey = (text: string) => promptBlanks(text).find((part) => part.blank)?.blank?.key ?? '';

const meta = {
  title: 'Content cards/PromptText',
  id: 'components-prompttext',
  component: PromptText,
  render: (args) => <PromptTextWithBlanks {...args} />,
  args: {
    text: mostBlanks.prompt,
    label: `Prompt: ${mostBlanks.title}`,
    values: {},
    onBlankChange: fn(),
  },
  parameters: {
    layout: 'padded',
    maxWidth: 372,
    host: {
      only: 'main',
      note: 'Shown only inside prompt cards in the prompt library (/find-prompt), which the main host serves.',
    },
    guidance: {
      use: [
        'Inside PromptCard, for the prompt itself: the visitor reads it, fills in its blanks and copies it with them in place.',
        'Wherever a prompt has blanks a visitor should fill in before copying.',
      ],
      avoid: [
        {
          when: 'The prompt needs a title, a copy button or Open in.',
          instead: 'PromptCard, which wraps PromptText with all of these.',
        },
        {
          when: 'The text is a tip to read, not a prompt to fill in and copy.',
          instead: 'TryThis.',
        },
      ],
      content: [
        'Write the prompt ready to paste (40 to 200 words): a role, context, a concrete output and its format, and what to avoid.',
        'Mark each blank with [square brackets] or a run of underscores. Brackets written alike are one blank: typing in one fills them all.',
        'The words in the brackets are the field’s spoken name (‘Fill in: describe your business’), so make them say what goes there.',
        'Put a few words before each run of underscores on its line (‘My role: ____’): they name it. A run with none is read as ‘Blank 3’.',
        'Use line breaks to set the fields on their own lines; they are kept as written.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'Monospace text (IBM Plex Mono, 13 px) in neutral 900 on a neutral 50 box with a 1 px neutral 200 border and 12 px corners.',
        },
        {
          name: 'Blank empty',
          looks:
            'The blank as written, semibold, on pink 100 with a 2 px pink 600 underline, sitting in the line of text.',
        },
        {
          name: 'Blank filled',
          looks:
            'The visitor’s words on white, framed by a 1.5 px pink 600 line. The field grows with the words and wraps at the edge of the box.',
        },
        {
          name: 'Focus',
          looks:
            'The box: a 2 px pink 600 outline, 2 px outside it. A blank: a 2 px pink 600 outline, 1 px outside the field.',
        },
        {
          name: 'Long text',
          looks: 'The box stops at 15rem (240 px) tall and scrolls inside.',
        },
        {
          name: 'Selected text',
          looks: 'Selected words are highlighted in pink 100.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab reaches the box (arrow keys scroll it when it is long), then each blank in reading order. Typing fills a blank; Enter starts a new line in it; Shift+Tab goes back.',
        screenReader:
          'A group named by label (‘Prompt: <title>’). Each blank is a text field named ‘Fill in: <its words>’, with the blank as written as its placeholder.',
        contrast:
          'Text neutral 900 on neutral 50 17.10:1. Empty blank neutral 900 on pink 100 14.70:1; its pink 600 underline 4.56:1. Filled blank neutral 900 on white 18.04:1, framed in pink 600 at 5.60:1. Focus outlines pink 600: 5.60:1 on the white card around the box, 5.31:1 on the box.',
      },
      status: { level: 'Internal', note: 'Used only inside PromptCard.' },
      engineering: [
        'Each blank is a plain textarea styled from the box, so a prompt with ten blanks adds no styles of its own; field-sizing: content grows it with its words (cols is the fallback width).',
        'What is typed in a blank before the app has started is kept when it starts (useEarlyField).',
        'The box is a pre with tabIndex 0 and role group, so it can be scrolled from the keyboard.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof PromptText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each blank is a field named after it, showing the blank as written until it is filled. */
export const WithBlanks: Story = {
  play: async ({ canvasElement, args }) => {
    const fields = within(canvasElement).getAllByRole('textbox');
    await expect(fields.length).toBeGreaterThanOrEqual(2);
    for (const field of fields) {
      await expect(field.getAttribute('placeholder')).toMatch(/^(\[.+\]|_{3,})$/);
      await expect(field).toHaveAccessibleName(/^Fill in: \S/);
    }
    const [first] = fields;
    if (!first) return;
    await userEvent.type(first, 'a florist in Leeds');
    await expect(args.onBlankChange).toHaveBeenLastCalledWith(firstBlankKey(args.text), 'a florist in Leeds');
  },
};

/** One blank filled: framed on white, the others still highlighted. */
export const PartlyFilled: Story = {
  args: { values: { [firstBlankKey(mostBlanks.prompt)]: 'a florist in Leeds' } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('textbox');
    await expect(first).toHaveValue('a florist in Leeds');
    await expect(first).toHaveAttribute('data-filled');
    await expect(second).not.toHaveAttribute('data-filled');
  },
};

/** A prompt with no blanks: check it reads as plain monospace text, with no fields. */
export const WithoutBlanks: Story = {
  args: {
    text: 'Act as my coach. Ask me five questions, one at a time, about what went well this week and what I would change. Don’t give advice until I have answered all five.',
    label: 'Prompt: weekly reflection',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('textbox')).toHaveLength(0);
  },
};

/** A run of underscores is named after the words before it on its line. */
export const Underscores: Story = {
  args: {
    text: 'You are a career coach. Help me plan a move.\nMy role: ________\nThe role I want: ________\nSuggest three small steps for this month. Avoid generic advice.',
    label: 'Prompt: next career move',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Fill in: My role' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Fill in: The role I want' })).toBeVisible();
  },
};

/** The library’s longest prompt: check the box stops at 15rem and scrolls inside. */
export const Long: Story = { args: { text: longest.prompt, label: `Prompt: ${longest.title}` } };

/** The box reached with the keyboard: check the 2 px pink outline around it. */
export const FocusVisible: Story = { tags: ['desktop-only'], ...keyboardFocused('pre') };

/** The first blank reached with the keyboard: check its pink outline stands clear of the highlight. */
export const BlankFocusVisible: Story = {
  tags: ['desktop-only'],
  ...keyboardFocused('pre > textarea:first-of-type'),
};
