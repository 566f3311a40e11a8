import preview from '../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
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

const meta = preview.meta({
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
  parameters: { layout: 'padded', maxWidth: 372, host: 'main-only' },
});

/** Each blank is a field named after it, showing the blank as written until it is filled. */
export const WithBlanks = meta.story({
  play: async ({ canvas, args }) => {
    const fields = canvas.getAllByRole('textbox');
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
});

/** One blank filled: framed on white, the others still highlighted. */
export const PartlyFilled = meta.story({
  args: { values: { [firstBlankKey(mostBlanks.prompt)]: 'a florist in Leeds' } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('textbox');
    await expect(first).toHaveValue('a florist in Leeds');
    await expect(first).toHaveAttribute('data-filled');
    await expect(second).not.toHaveAttribute('data-filled');
  },
});

/** A prompt with no blanks: check it reads as plain monospace text, with no fields. */
export const WithoutBlanks = meta.story({
  args: {
    text: 'Act as my coach. Ask me five questions, one at a time, about what went well this week and what I would change. Don’t give advice until I have answered all five.',
    label: 'Prompt: weekly reflection',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
  },
});

/** A run of underscores is named after the words before it on its line. */
export const Underscores = meta.story({
  args: {
    text: 'You are a career coach. Help me plan a move.\nMy role: ________\nThe role I want: ________\nSuggest three small steps for this month. Avoid generic advice.',
    label: 'Prompt: next career move',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Fill in: My role' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Fill in: The role I want' })).toBeVisible();
  },
});

/** The library’s longest prompt: check the box stops at 15rem and scrolls inside. */
export const Long = meta.story({ args: { text: longest.prompt, label: `Prompt: ${longest.title}` } });

/** The box reached with the keyboard: check the 2 px pink outline around it. */
export const FocusVisible = meta.story({ tags: ['desktop-only'], ...keyboardFocused('pre') });

/** The first blank reached with the keyboard: check its pink outline stands clear of the highlight. */
export const BlankFocusVisible = meta.story({
  tags: ['desktop-only'],
  ...keyboardFocused('pre > textarea:first-of-type'),
});
