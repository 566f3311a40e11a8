import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
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

const meta = {
  title: 'Content cards/PromptCard',
  id: 'components-promptcard',
  component: PromptCard,
  args: { ...toCard(firstOf('Marketing')), writeClipboard: acceptingClipboard, assistants },
  parameters: {
    layout: 'padded',
    maxWidth: 312,
    host: {
      only: 'main',
      note: 'Prompt cards appear only in the prompt library (/find-prompt), which the main host serves; the community host links across to it.',
    },
    guidance: {
      use: [
        'For each prompt in the prompt library, inside PromptGrid, so a visitor can read it, fill in its blanks and copy it.',
        'For the prompt a shared link opens: set it highlighted, and the library shows it first.',
      ],
      avoid: [
        {
          when: 'You are showing several prompts together.',
          instead:
            'PromptGrid, which lays the cards out one to five across; or PromptLibrary when visitors need to search and filter them.',
        },
        {
          when: 'You want to suggest one small thing to try inside reading text, such as the playbook.',
          instead: 'TryThis.',
        },
        {
          when: 'You are offering a whole pack of prompts to download.',
          instead: 'ResourceCard (the Prompt Template Pack is one).',
        },
      ],
      content: [
        'Title: say what the prompt produces, distinct from every other title ("Five email subject lines that get opened"). Titles in the library run from 24 to 47 characters.',
        'Description: one sentence on when to use it, usually starting "Use when…" or "For when…" (92 to 128 characters in the library).',
        'Prompt: ready to paste, 40 to 200 words. It sets a role, gives context, asks for a concrete output and its format ("5 subject lines under 50 characters") and says what to avoid.',
        'Blanks: put what the visitor fills in inside [square brackets] or a run of underscores. The words in the brackets become the field’s spoken name ("Fill in: describe your business"), so make them say what goes there.',
        'Category: one of the six (Marketing, Strategy, Personal Development, Productivity, UX Research, Sales). Tags: one to three of the nine filter tags. British English throughout.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A white card with a 1 px neutral 200 border, 20 px corners and a low shadow. The category label is link pink (pink 700) on brand tint (pink 50). The title is in Fredoka, semibold, and the description and tags are neutral 600. The prompt sits in a neutral 50 box in monospace. The actions share one line: a pink 700 link icon, an ‘Open in’ text button and an outlined ‘Copy prompt’ pill, both pink 600.',
        },
        {
          name: 'Hover',
          looks:
            'Copy prompt: its half-strength pink 600 border turns solid, over a faint pink 600 wash (4%). Open in gets the same faint wash; the link icon a faint grey one.',
        },
        {
          name: 'Focus',
          looks:
            'Clear, the link icon, Open in and Copy prompt get the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring. The prompt box and each blank show a 2 px pink 600 outline.',
        },
        {
          name: 'Blanks empty',
          looks:
            'Each blank shows its words as written, semibold, on pink 100 with a 2 px pink 600 underline. Under the box: ‘3 blanks to fill in’ in neutral 600.',
        },
        {
          name: 'Blanks filled',
          looks:
            'A filled blank shows the visitor’s words on white, framed by a 1.5 px pink 600 line; the field grows with the words. Under the box: ‘2 of 3 blanks filled’ and a small pink ‘Clear’ text button, which empties them all.',
        },
        {
          name: 'Long text',
          looks: 'The prompt box stops at 15rem (240 px) tall and scrolls inside; the card keeps its layout.',
        },
        {
          name: 'From a link',
          looks:
            'A 2 px pink 600 border, a stronger shadow, and a ‘From your link’ label in white on pink 600 with a link icon, beside the category.',
        },
        {
          name: 'Open in open',
          looks:
            'A white panel under the button (above it where there is no room), with a 1 px neutral 200 border and a medium shadow. Each assistant is a row in semibold neutral 900 with a pink 700 new-tab icon, washed pink 50 on hover. Assistants that need a paste say so in grey underneath.',
        },
        {
          name: 'Copied',
          looks:
            'For two seconds Copy prompt turns solid pink 600 with white text, a tick and ‘Copied’; then it goes back. After Copy link the link icon becomes a tick for the same time.',
        },
        {
          name: 'Clipboard refused',
          looks:
            'A semibold neutral 900 line says the browser didn’t let us copy and which keys to press (Ctrl+C or ⌘+C). Under it, the filled prompt in a text area with a 1 px pink 600 border, already selected.',
        },
        {
          name: 'Narrow',
          looks:
            'Where the action row is under 19.5rem (312 px) wide, ‘Open in’ shows its icon alone and ‘Copy prompt’ reads ‘Copy’, so the actions stay on one line.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab reaches the prompt box (arrow keys then scroll it), each blank (type to fill it), Clear, the link icon, Open in and Copy prompt, in that order. Enter or Space presses a button. In the Open in list, Tab moves through the assistants, Enter opens one in a new tab, and Escape closes the list and returns to the button. After Clear, focus moves to the first blank. When the clipboard is refused, focus moves to the selected prompt, ready for Ctrl+C or ⌘+C.',
        screenReader:
          'An article named by its title, which is a level 2 heading. The prompt box is a group named ‘Prompt: <title>’ and each blank a text field named ‘Fill in: <words in the brackets>’. The buttons are ‘Clear blanks’, ‘Copy link’ (‘Link copied’ just after), ‘Open in’ (collapsed or expanded) and ‘Copy prompt’, each described by the title; in a narrow card they keep these full names. A status line announces ‘Copied’, ‘Copied, with 2 of 3 blanks filled’ or ‘Link copied’. Tags are read after a hidden ‘Tags:’. Icons are hidden.',
        contrast:
          'Title neutral 900 on white 18.04:1. Description, progress and tags neutral 600 on white 7.58:1. Category pink 700 on pink 50 6.93:1. Prompt text neutral 900 on neutral 50 17.10:1. Empty blank neutral 900 on pink 100 14.70:1, with its pink 600 underline at 4.56:1. Button labels pink 600 on white 5.60:1 (Copy prompt’s half-strength border is 2.42:1: its label carries it), and white on pink 600 (Copied, From your link) 5.60:1. The focus outline of the box and blanks is pink 600 on neutral 50, 5.31:1. The buttons’ focus ring, pink 600, is 5.60:1 against white.',
      },
      status: {
        level: 'Stable',
        note: 'Used for all 106 prompts in the prompt library (/find-prompt). Blanks, Open in and the copy-by-hand fallback are settled.',
      },
      engineering: [
        'Memoised: a card re-renders only when its own prompt or blanks change, not on every keystroke in the search.',
        'What is typed in the blanks is kept per prompt id for the tab (sessionStorage, src/prompts/blankStore); nothing leaves the browser.',
        'A tap on Copy prompt or Copy link before the app has started is copied by the page’s early script (the COPY_FROM / COPY_LINK attributes); the card shows how it went once the app runs.',
        'highlighted also scrolls the card into view under the sticky header when the page opens at the top and the card starts below half the screen.',
        'The notices’ code is fetched as the Open in list opens, in time for the ‘paste it into…’ notice; an assistant that takes no prompt in its address gets the prompt copied inside the same tap.',
        'writeClipboard and copiedForMs exist for stories and tests; the site uses the browser clipboard and two seconds.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof PromptCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Marketing prompt, as the library shows it first: check the category label, title, description, prompt box with its blanks, and the three actions on one line. */
export const Marketing: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 2, name: args.title })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Copy prompt' })).toHaveAccessibleDescription(args.title);
  },
};
/** The first Strategy prompt: check the card holds a different prompt and category as well. */
export const Strategy: Story = { args: toCard(firstOf('Strategy')) };
/** The first Personal Development prompt: check the longest category name fits its label. */
export const PersonalDevelopment: Story = { args: toCard(firstOf('Personal Development')) };
/** The first Productivity prompt: check its blanks and tags read clearly. */
export const Productivity: Story = { args: toCard(firstOf('Productivity')) };
/** The first UX Research prompt: check the label keeps its capitals, ‘UX Research’. */
export const UxResearch: Story = { args: toCard(firstOf('UX Research')) };
/** The first Sales prompt: check the card with the last of the six categories. */
export const Sales: Story = { args: toCard(firstOf('Sales')) };

/** The longest prompt scrolls inside its box, which takes keyboard focus. */
export const LongText: Story = {
  args: toCard(longest),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('group', { name: /^Prompt:/ });
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await expect(box).toHaveAttribute('tabindex', '0');
  },
};

/** Each blank is a field in the text, empty: it shows the blank as written, highlighted. */
export const BlanksEmpty: Story = {
  args: toCard(mostBlanks),
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    const fields = card.getAllByRole('textbox');
    await expect(fields.map((field) => field.getAttribute('placeholder'))).toEqual(
      blanksOf(args.prompt).map((b) => b.text),
    );
    await expect(card.getByText(`${distinctBlanks(args.prompt)} blanks to fill in`)).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Clear blanks' })).toBeNull();
  },
};

/** Two blanks filled (framed on white), the rest still highlighted; the copy has them in place. */
export const BlanksPartlyFilled: Story = {
  args: { ...toCard(mostBlanks), writeClipboard: fn(acceptingClipboard) },
  beforeEach: () => {
    const [first, second] = blanksOf(mostBlanks.prompt);
    writeBlanks(mostBlanks.id, {
      [first?.key ?? '']: 'a florist in Leeds',
      [second?.key ?? '']: 'Bloom Box',
    });
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(await card.findByText(`2 of ${distinctBlanks(args.prompt)} blanks filled`)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Copy prompt' }));
    const copied = mocked(args.writeClipboard)?.mock.calls.at(-1)?.[0] ?? '';
    await expect(copied).toContain('a florist in Leeds');
    await expect(copied).toContain('Bloom Box');
    await expect(copied).toContain(blanksOf(args.prompt).at(-1)?.text ?? '');
    await expect(card.getByRole('status')).toHaveTextContent(/^Copied, with 2 of \d+ blanks filled$/);
  },
};

/** Every blank filled: the copy holds no blank at all. */
export const BlanksFilled: Story = {
  args: { ...toCard(mostBlanks), writeClipboard: fn(acceptingClipboard), copiedForMs: 60_000 },
  beforeEach: () => {
    const blanks = blanksOf(mostBlanks.prompt);
    writeBlanks(
      mostBlanks.id,
      Object.fromEntries(blanks.map((b, i) => [b.key, sampleAnswers[i % sampleAnswers.length] ?? ''])),
    );
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    const total = distinctBlanks(args.prompt);
    await expect(await card.findByText(`${total} of ${total} blanks filled`)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Copy prompt' }));
    const copied = mocked(args.writeClipboard)?.mock.calls.at(-1)?.[0] ?? '';
    for (const blank of blanksOf(args.prompt)) await expect(copied).not.toContain(blank.text);
  },
};

/** Clear empties every blank and puts the cursor in the first. */
export const BlanksCleared: Story = {
  args: toCard(mostBlanks),
  beforeEach: () => {
    const [first] = blanksOf(mostBlanks.prompt);
    writeBlanks(mostBlanks.id, { [first?.key ?? '']: 'a florist in Leeds' });
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(await card.findByRole('button', { name: 'Clear blanks' }));
    const [first] = card.getAllByRole('textbox');
    await expect(first).toHaveValue('');
    await expect(first).toHaveFocus();
  },
};

/** 'Open in' closed: a button that says it shows a list. */
export const AssistantsClosed: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open in' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('list', { name: 'Open the prompt in' })).toBeNull();
  },
};

/** 'Open in' open: each assistant a link to a new tab with the prompt in its address, or a paste. */
export const AssistantsOpen: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ pb: 28 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Open in' }));
    const list = await card.findByRole('list', { name: 'Open the prompt in' });
    for (const assistant of assistants.choices) {
      const link = within(list).getByRole('link', { name: new RegExp(`^${assistant.name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL(link.getAttribute('href') ?? '');
      if (assistant.promptParameter)
        await expect(href.searchParams.get(assistant.promptParameter)).toBe(args.prompt);
      else await expect(link).toHaveTextContent(/Copies the prompt for you to paste/);
    }
    await expect(card.getByRole('button', { name: 'Open in' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A prompt made too long for an address by what was typed: every assistant gets it by paste. */
export const AssistantsTooLong: Story = {
  ...AssistantsOpen,
  args: toCard(mostBlanks),
  beforeEach: () => {
    const [first] = blanksOf(mostBlanks.prompt);
    writeBlanks(mostBlanks.id, {
      [first?.key ?? '']: 'My notes from the last six months, pasted in full. '.repeat(180),
    });
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Open in' }));
    const list = await card.findByRole('list', { name: 'Open the prompt in' });
    for (const assistant of assistants.choices) {
      const link = within(list).getByRole('link', { name: new RegExp(`^${assistant.name}`) });
      await expect(link).toHaveAttribute('href', assistant.home);
      if (assistant.promptParameter) await expect(link).toHaveTextContent(/Too long for a link/);
    }
  },
};

/** Choosing an assistant that takes no prompt in its address copies the prompt and says to paste it. */
export const PastedIntoAssistant: Story = {
  args: { writeClipboard: fn(acceptingClipboard) },
  play: async ({ canvasElement, args }) => {
    // The story stays on its page: the new tab is not opened.
    const stay = (event: MouseEvent) => event.preventDefault();
    canvasElement.ownerDocument.addEventListener('click', stay);
    try {
      const card = within(canvasElement);
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
};

/** The prompt a link was made for: framed and marked, first in the library. */
export const FromALink: Story = {
  args: { highlighted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('From your link')).toBeVisible();
  },
};

/** Copy link copies the prompt's own address in full, and says so. */
export const LinkCopied: Story = {
  args: { writeClipboard: fn(acceptingClipboard), copiedForMs: 60_000 },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Copy link' }));
    await expect(args.writeClipboard).toHaveBeenCalledWith(
      new URL(args.link ?? '', window.location.href).href,
    );
    await expect(await card.findByRole('button', { name: 'Link copied' })).toBeVisible();
    await expect(card.getByRole('status')).toHaveTextContent('Link copied');
  },
};

/** Just after Copy prompt: check the button turns solid pink with a tick and says ‘Copied’. */
export const Copied: Story = {
  args: { writeClipboard: fn(acceptingClipboard), copiedForMs: 60_000 },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Copy prompt' }));
    await expect(args.writeClipboard).toHaveBeenCalledWith(args.prompt);
    await expect(await card.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(card.getByRole('status')).toHaveTextContent('Copied');
  },
};

/** The tick goes back to the copy icon after two seconds. */
export const CopiedThenReady: Story = {
  args: { copiedForMs: 300 },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Copy prompt' }));
    await card.findByRole('button', { name: 'Copied' });
    await waitFor(() => expect(card.getByRole('button', { name: 'Copy prompt' })).toBeVisible());
    await expect(card.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Where the browser refuses the clipboard, the prompt is selected for copying by hand, and the card says how. */
export const ClipboardRefused: Story = {
  args: { writeClipboard: refusingClipboard },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Copy prompt' }));
    await expect(await card.findByText(/The prompt is selected below: press (Ctrl|⌘)\+C/)).toBeVisible();
    const byHand = card.getByRole('textbox', { name: `Prompt to copy: ${args.title}` });
    await expect(byHand).toHaveValue(args.prompt);
    await waitFor(() => expect(byHand).toHaveFocus());
  },
};

/** The pointer over Copy prompt: check its border turns solid pink 600 over a faint pink wash. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('.copy-prompt') };

/** Copy prompt reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    const copy = within(canvasElement).getByRole('button', { name: 'Copy prompt' });
    copy.focus();
    await expect(copy).toHaveFocus();
  },
};

/** The link icon reached with the keyboard: check the pink focus ring around it. */
export const LinkFocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    const copyLink = within(canvasElement).getByRole('button', { name: 'Copy link' });
    copyLink.focus();
    await expect(copyLink).toHaveFocus();
  },
};
