import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PromptCard } from '../../src/components/PromptCard';
import {
  acceptingClipboard,
  firstOf,
  longest,
  mostBlanks,
  refusingClipboard,
  toCard,
} from '../promptFixtures';

const meta = {
  title: 'Components/PromptCard',
  component: PromptCard,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  args: { ...toCard(firstOf('Marketing')), writeClipboard: acceptingClipboard },
} satisfies Meta<typeof PromptCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Marketing: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 2, name: args.title })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Copy prompt' })).toHaveAccessibleDescription(args.title);
  },
};
export const Strategy: Story = { args: toCard(firstOf('Strategy')) };
export const PersonalDevelopment: Story = { args: toCard(firstOf('Personal Development')) };
export const Productivity: Story = { args: toCard(firstOf('Productivity')) };
export const UxResearch: Story = { args: toCard(firstOf('UX Research')) };
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

/** Blanks to fill in are highlighted; the text itself is unchanged. */
export const Placeholders: Story = {
  args: toCard(mostBlanks),
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('group', { name: /^Prompt:/ });
    await expect(box.querySelectorAll('mark').length).toBeGreaterThanOrEqual(2);
    await expect(box.textContent).toBe(args.prompt);
  },
};

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

/** Where the browser refuses the clipboard, the prompt is selected and the card says how to copy it. */
export const ClipboardRefused: Story = {
  args: { writeClipboard: refusingClipboard },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Copy prompt' }));
    await expect(await card.findByText(/The prompt is selected: press (Ctrl|⌘)\+C/)).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe(args.prompt));
  },
};
