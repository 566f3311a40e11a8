import Box from '@mui/material/Box';
import { onlyAt } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { expect, fn, waitFor } from 'storybook/test';
import { CopyByHand } from '../../src/components/CopyByHand';
import { fillPrompt } from '../../src/prompts/promptPlaceholders';
import { firstOf } from '../promptFixtures';

const prompt = firstOf('Marketing');

const meta = preview.meta({
  title: 'Content cards/PromptCard/CopyByHand',
  id: 'components-copybyhand',
  component: CopyByHand,
  args: {
    text: fillPrompt(prompt.prompt, {}),
    label: `Prompt to copy: ${prompt.title}`,
    hintId: 'copy-hint',
    onCopied: fn(),
  },
  parameters: { layout: 'padded', maxWidth: 312, host: 'main-only' },
  // As in the card: one of its column's rows, which stretch to its width.
  decorators: [
    (Story) => (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Story />
      </Box>
    ),
  ],
});

/** The browser refused the clipboard: the line says which keys to press, and the prompt is selected, focused. */
export const Refused = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/The prompt is selected below: press (Ctrl|⌘)\+C/)).toHaveAttribute(
      'id',
      'copy-hint',
    );
    const field = canvas.getByRole('textbox', { name: args.label });
    await expect(field).toHaveValue(args.text);
    await waitFor(() => expect(field).toHaveFocus());
    // Copied by hand, it counts as copied.
    field.dispatchEvent(new Event('copy'));
    await expect(args.onCopied).toHaveBeenCalledOnce();
  },
});
