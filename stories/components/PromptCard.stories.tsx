import Box from '@mui/material/Box';
import preview from '../../.storybook/preview';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { focusedOn, hovered } from '../../.storybook/states';
import { assistants } from '../../content/assistants';
import { PromptCard } from '../../src/components/PromptCard';
import { writeBlanks } from '../../src/prompts/blankStore';
import { promptBlanks } from '../../src/prompts/promptPlaceholders';
import {
  acceptingClipboard,
  firstOf,
  longest,
  mostBlanks,
  refusingClipboard,
  toCard,
} from '../promptFixtures';

const blanksOf = (text: string) => promptBlanks(text).flatMap(({ blank }) => (blank ? [blank] : []));
const distinctBlanks = (text: string) => new Set(blanksOf(text).map((b) => b.key)).size;
/** What a florist might type into the blanks of the prompt with the most of them, in order. */
const sampleAnswers = [
  'a florist in Leeds',
  'Bloom Box',
  'people who send flowers every month',
  'supermarket bouquets',
  'busy professionals',
  'a thoughtful gift without the planning',
  'Bloom Box',
  'flower subscription',
  'delivered the same day, with a handwritten note',
  'supermarket bouquets',
];

const meta = preview.meta({
  title: 'Content cards/PromptCard',
  id: 'components-promptcard',
  component: PromptCard,
  args: { ...toCard(firstOf('Marketing')), writeClipboard: acceptingClipboard, assistants },
  parameters: { layout: 'padded', maxWidth: 312, host: 'main-only' },
});

/** A Marketing prompt, as the library shows it first: check the category label, title, description, prompt box with its blanks, and the three actions on one line. */
export const Marketing = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy prompt' })).toHaveAccessibleDescription(args.title);
  },
});
/** The first Strategy prompt: check the card holds a different prompt and category as well. */
export const Strategy = meta.story({ args: toCard(firstOf('Strategy')) });
/** The first Personal Development prompt: check the longest category name fits its label. */
export const PersonalDevelopment = meta.story({ args: toCard(firstOf('Personal Development')) });
/** The first Productivity prompt: check its blanks and tags read clearly. */
export const Productivity = meta.story({ args: toCard(firstOf('Productivity')) });
/** The first UX Research prompt: check the label keeps its capitals, ‘UX Research’. */
export const UxResearch = meta.story({ args: toCard(firstOf('UX Research')) });
/** The first Sales prompt: check the card with the last of the six categories. */
export const Sales = meta.story({ args: toCard(firstOf('Sales')) });

/** The longest prompt scrolls inside its box, which takes keyboard focus. */
export const LongText = meta.story({
  args: toCard(longest),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('group', { name: /^Prompt:/ });
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await expect(box).toHaveAttribute('tabindex', '0');
  },
});

/** Each blank is a field in the text, empty: it shows the blank as written, highlighted. */
export const BlanksEmpty = meta.story({
  args: toCard(mostBlanks),
  play: async ({ canvas, args }) => {
    const fields = canvas.getAllByRole('textbox');
    await expect(fields.map((field) => field.getAttribute('placeholder'))).toEqual(
      blanksOf(args.prompt).map((b) => b.text),
    );
    await expect(canvas.getByText(`${distinctBlanks(args.prompt)} blanks to fill in`)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear blanks' })).toBeNull();
  },
});

/** Two blanks filled (framed on white), the rest still highlighted; the copy has them in place. */
export const BlanksPartlyFilled = meta.story({
  args: { ...toCard(mostBlanks), writeClipboard: fn(acceptingClipboard), copiedForMs: 60_000 },
  beforeEach: () => {
    const [first, second] = blanksOf(mostBlanks.prompt);
    writeBlanks(mostBlanks.id, {
      [first?.key ?? '']: 'a florist in Leeds',
      [second?.key ?? '']: 'Bloom Box',
    });
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(`2 of ${distinctBlanks(args.prompt)} blanks filled`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy prompt' }));
    const copied = mocked(args.writeClipboard)?.mock.calls.at(-1)?.[0] ?? '';
    await expect(copied).toContain('a florist in Leeds');
    await expect(copied).toContain('Bloom Box');
    await expect(copied).toContain(blanksOf(args.prompt).at(-1)?.text ?? '');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Copied, with 2 of \d+ blanks filled$/);
  },
});

/** Every blank filled: the copy holds no blank at all. */
export const BlanksFilled = meta.story({
  args: { ...toCard(mostBlanks), writeClipboard: fn(acceptingClipboard), copiedForMs: 60_000 },
  beforeEach: () => {
    const blanks = blanksOf(mostBlanks.prompt);
    writeBlanks(
      mostBlanks.id,
      Object.fromEntries(blanks.map((b, i) => [b.key, sampleAnswers[i % sampleAnswers.length] ?? ''])),
    );
  },
  play: async ({ canvas, args }) => {
    const total = distinctBlanks(args.prompt);
    await expect(await canvas.findByText(`${total} of ${total} blanks filled`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy prompt' }));
    const copied = mocked(args.writeClipboard)?.mock.calls.at(-1)?.[0] ?? '';
    for (const blank of blanksOf(args.prompt)) await expect(copied).not.toContain(blank.text);
  },
});

/** Clear empties every blank and puts the cursor in the first. */
export const BlanksCleared = meta.story({
  args: toCard(mostBlanks),
  beforeEach: () => {
    const [first] = blanksOf(mostBlanks.prompt);
    writeBlanks(mostBlanks.id, { [first?.key ?? '']: 'a florist in Leeds' });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear blanks' }));
    const [first] = canvas.getAllByRole('textbox');
    await expect(first).toHaveValue('');
    await expect(first).toHaveFocus();
  },
});

/** 'Open in' closed: a button that says it shows a list. */
export const AssistantsClosed = meta.story({
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open in' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Open the prompt in' })).toBeNull();
  },
});

/** 'Open in' open: each assistant a link to a new tab with the prompt in its address, or a paste. */
export const AssistantsOpen = meta.story({
  decorators: [
    (Story) => (
      <Box sx={{ pb: 28 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open in' }));
    const list = await canvas.findByRole('list', { name: 'Open the prompt in' });
    for (const assistant of assistants.choices) {
      const link = within(list).getByRole('link', { name: new RegExp(`^${assistant.name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL(link.getAttribute('href') ?? '');
      if (assistant.promptParameter)
        await expect(href.searchParams.get(assistant.promptParameter)).toBe(args.prompt);
      else await expect(link).toHaveTextContent(/Copies the prompt for you to paste/);
    }
    await expect(canvas.getByRole('button', { name: 'Open in' })).toHaveAttribute('aria-expanded', 'true');
  },
});

/** A prompt made too long for an address by what was typed: every assistant gets it by paste. */
export const AssistantsTooLong = meta.story({
  ...AssistantsOpen.input,
  args: toCard(mostBlanks),
  beforeEach: () => {
    const [first] = blanksOf(mostBlanks.prompt);
    writeBlanks(mostBlanks.id, {
      [first?.key ?? '']: 'My notes from the last six months, pasted in full. '.repeat(180),
    });
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open in' }));
    const list = await canvas.findByRole('list', { name: 'Open the prompt in' });
    for (const assistant of assistants.choices) {
      const link = within(list).getByRole('link', { name: new RegExp(`^${assistant.name}`) });
      await expect(link).toHaveAttribute('href', assistant.home);
      if (assistant.promptParameter) await expect(link).toHaveTextContent(/Too long for a link/);
    }
  },
});

/** Choosing an assistant that takes no prompt in its address copies the prompt and says to paste it. */
export const PastedIntoAssistant = meta.story({
  args: { writeClipboard: fn(acceptingClipboard) },
  play: async ({ canvasElement, canvas, args }) => {
    // The story stays on its page: the new tab is not opened.
    const stay = (event: MouseEvent) => event.preventDefault();
    canvasElement.ownerDocument.addEventListener('click', stay);
    try {
      const card = canvas;
      await userEvent.click(card.getByRole('button', { name: 'Open in' }));
      const paste = assistants.choices.find((a) => !a.promptParameter);
      await userEvent.click(await card.findByRole('link', { name: new RegExp(`^${paste?.name ?? ''}`) }));
      await expect(args.writeClipboard).toHaveBeenCalledWith(args.prompt);
      await expect(
        await within(canvasElement.ownerDocument.body).findByText(
          `Prompt copied: paste it into ${paste?.name ?? ''}`,
        ),
      ).toBeVisible();
    } finally {
      canvasElement.ownerDocument.removeEventListener('click', stay);
    }
  },
});

/** The prompt a link was made for: framed and marked, first in the library. */
export const FromALink = meta.story({
  args: { highlighted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From your link')).toBeVisible();
  },
});

/** Copy link copies the prompt's own address in full, and says so. */
export const LinkCopied = meta.story({
  args: { writeClipboard: fn(acceptingClipboard), copiedForMs: 60_000 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.writeClipboard).toHaveBeenCalledWith(
      new URL(args.link ?? '', window.location.href).href,
    );
    await expect(await canvas.findByRole('button', { name: 'Link copied' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied');
  },
});

/** Just after Copy prompt: check the button turns solid pink with a tick and says ‘Copied’. */
export const Copied = meta.story({
  args: { writeClipboard: fn(acceptingClipboard), copiedForMs: 60_000 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy prompt' }));
    await expect(args.writeClipboard).toHaveBeenCalledWith(args.prompt);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
});

/** The tick goes back to the copy icon after two seconds. */
export const CopiedThenReady = meta.story({
  args: { copiedForMs: 300 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy prompt' }));
    await canvas.findByRole('button', { name: 'Copied' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy prompt' })).toBeVisible());
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
});

/** Where the browser refuses the clipboard, the prompt is selected for copying by hand, and the card says how. */
export const ClipboardRefused = meta.story({
  args: { writeClipboard: refusingClipboard },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy prompt' }));
    await expect(await canvas.findByText(/The prompt is selected below: press (Ctrl|⌘)\+C/)).toBeVisible();
    const byHand = canvas.getByRole('textbox', { name: `Prompt to copy: ${args.title}` });
    await expect(byHand).toHaveValue(args.prompt);
    await waitFor(() => expect(byHand).toHaveFocus());
  },
});

/** The pointer over Copy prompt: check its border turns solid pink 600 over a faint pink wash. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('.copy-prompt') });

/** Copy prompt reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...focusedOn('button', 'Copy prompt'),
});

/** The link icon reached with the keyboard: check the pink focus ring around it. */
export const LinkFocusVisible = meta.story({
  tags: ['desktop-only'],
  ...focusedOn('button', 'Copy link'),
});
