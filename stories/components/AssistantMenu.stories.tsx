import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assistants } from '../../content/assistants';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { AssistantMenu } from '../../src/components/AssistantMenu';
import { firstOf } from '../promptFixtures';

const prompt = firstOf('Sales').prompt;

const meta = {
  title: 'Forms and inputs/AssistantMenu',
  id: 'components-assistantmenu',
  component: AssistantMenu,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, pb: 30 }}>
        <Story />
      </Box>
    ),
  ],
  args: { assistants, prompt, onPaste: fn(), onOpen: fn() },
  parameters: {
    host: {
      only: 'main',
      note: 'It is part of each prompt card, and the cards are in the prompt library (/find-prompt), which only the main host has.',
    },
    guidance: {
      use: [
        'On a prompt card, beside Copy prompt, so a visitor can start a chat with the prompt in one step.',
        'For text a chat assistant takes as a first message, and nothing else.',
      ],
      avoid: [
        {
          when: 'The visitor wants the prompt to paste somewhere else.',
          instead: 'The card’s Copy prompt button (PromptCard).',
        },
        {
          when: 'A list of pages of the site.',
          instead: 'NavDropdown in the header, or plain links.',
        },
        {
          when: 'Recommending AI tools in general.',
          instead: 'ToolTile, on the tools page.',
        },
      ],
      content: [
        "The button reads 'Open in', and its tooltip 'Open in an assistant'. In a narrow card it shows its icon alone; screen readers still hear 'Open in'.",
        "Assistants by the name they use themselves, 'ChatGPT', 'Claude', 'Gemini', in the site's one list of assistants, checked against each one's documentation.",
        "A note under a name says when the prompt goes by paste instead: 'Copies the prompt for you to paste', or 'Too long for a link: copies it for you to paste'. One short line.",
        'Every entry opens a new tab, and screen readers are told so: do not add "(new tab)" to the names.',
      ],
      states: [
        {
          name: 'Closed',
          looks:
            "A small text button, 36 px tall: an open-in-new icon and 'Open in' in pink 600 (brand.main), semibold, with no border.",
        },
        { name: 'Hover', looks: 'A faint pink wash (pink 600 at 4%) behind the button’s pill shape.' },
        {
          name: 'Focus',
          looks:
            'The focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the button’s pill shape.',
        },
        {
          name: 'Open',
          looks:
            'A white panel under the button (above it where there is no room below), at least 216 px wide, with 20 px rounded corners, a neutral 200 border and a medium shadow. Each assistant on a line of its own in neutral 900 (text.primary), semibold, with a small new-tab icon in pink 700 (text.link).',
        },
        { name: 'Entry hover', looks: 'The line turns pale pink (pink 50, brand.tint).' },
        {
          name: 'Entry focus',
          looks: 'A 3 px solid pink 600 outline, 2 px off the line, with rounded corners.',
        },
        {
          name: 'By paste',
          looks:
            'A second line under the name, regular weight, 14 px, in neutral 600 (text.secondary): Gemini always; every assistant when the prompt is too long for an address.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab reaches the button; Enter or Space opens the list, focus staying on the button. Tab then moves through the assistants; Enter opens one in a new tab and closes the list. Escape closes the list and puts focus back on the button; tabbing past the list, or clicking elsewhere, closes it too.',
        screenReader:
          "A button 'Open in', said to be collapsed or expanded, described by the card's title. Open, a list named 'Open the prompt in', each item a link such as 'ChatGPT (opens in a new tab)'; a paste note is read as part of its link. The icons are hidden.",
        contrast:
          'Button text pink 600 on white 5.60:1, on its hover wash 5.26:1; assistant names neutral 900 on white 18.04:1, on pink 50 16.46:1; notes neutral 600 7.58:1 (6.92:1 on pink 50); new-tab icon pink 700 7.59:1: all AA. The button’s focus ring and the entries’ focus outline, both pink 600, are 5.60:1 on white.',
      },
      status: {
        level: 'Beta',
        note: 'On every prompt card. The assistants and how each takes a prompt are checked against their documentation and may change when an assistant changes its links.',
      },
      engineering: [
        'The list is an HTML popover (popover="auto"), placed under its button by CSS anchor positioning, or by script where the browser has none; Escape and a click elsewhere close it natively. It is drawn on the first tap only, and its links are made while it is open, from the prompt as it is then.',
        'Where the prompt cannot travel in the address (no prompt parameter, or an address over the 8,000-character limit), the link goes to the assistant’s home and the same tap calls onPaste, inside the click where browsers allow the clipboard, to copy it and say to paste it.',
        'onOpen lets the card get its notice code ready as the list opens.',
        'A tap on the button before the app has started opens the list once the app runs.',
        'A popover of links rather than a lazily loaded MUI Menu: it costs well under 1 KB and needs no second file (docs/decisions.md).',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof AssistantMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a button that says it shows a list, and no list yet. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open in' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Open: ChatGPT and Claude with the prompt in their addresses, Gemini by paste. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open in' }));
    const list = await canvas.findByRole('list', { name: 'Open the prompt in' });
    await expect(within(list).getAllByRole('link')).toHaveLength(assistants.choices.length);
    await expect(args.onOpen).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Open in' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A prompt too long for an address: every assistant opens its new chat, and the prompt goes by paste. */
export const TooLongForAnAddress: Story = {
  args: { prompt: `${prompt}\n${'Notes from the last quarter, pasted in full. '.repeat(200)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open in' }));
    const list = await canvas.findByRole('list', { name: 'Open the prompt in' });
    for (const assistant of assistants.choices) {
      await expect(
        within(list).getByRole('link', { name: new RegExp(`^${assistant.name}`) }),
      ).toHaveAttribute('href', assistant.home);
    }
  },
};

/** Escape closes the list and puts the focus back on the button. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open in' });
    await userEvent.click(button);
    const list = await canvas.findByRole('list', { name: 'Open the prompt in' });
    within(list).getAllByRole('link')[0]?.focus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The pointer over the closed button: a faint pink wash. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('.open-in') };

/** The closed button reached with Tab, as a keyboard user sees it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Open in' })).toHaveFocus();
  },
};
