import Box from '@mui/material/Box';
import { onlyAt } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { assistants } from '../../content/assistants';
import { AssistantChoice } from '../../src/components/AssistantChoice';
import { assistantLink } from '../../src/prompts/assistantLink';
import { firstOf } from '../promptFixtures';

const prompt = firstOf('Marketing').prompt;
const [chatGpt, , gemini] = assistants.choices;
const linkFor = (assistant = chatGpt, maxAddressLength = assistants.maxAddressLength) =>
  assistant ? assistantLink(assistant, prompt, maxAddressLength) : { href: '', paste: false as const };

const meta = preview.meta({
  title: 'Content cards/PromptCard/AssistantChoice',
  id: 'components-assistantchoice',
  component: AssistantChoice,
  args: { name: chatGpt?.name ?? '', link: linkFor(), onChoose: fn() },
  parameters: { layout: 'padded', host: 'main-only' },
  // As in the 'Open in' list: a line of the panel, at its narrowest.
  decorators: [
    (Story) => (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, width: '13.5rem' }}>
        <li>
          <Story />
        </li>
      </Box>
    ),
  ],
});

/** An assistant that takes the prompt in its address: its name and a new-tab icon, nothing more to say. */
export const InTheAddress = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: `${args.name} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', args.link.href);
    await expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onChoose).toHaveBeenCalledOnce();
    // Shown at rest, as the list first shows it.
    link.blur();
  },
});

/** An assistant that takes no prompt in its address: a grey line says the prompt is copied to paste. */
export const ByPaste = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: { name: gemini?.name ?? '', link: linkFor(gemini) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Copies the prompt for you to paste')).toBeVisible();
  },
});

/** A prompt too long for any address: every assistant says it is copied to paste instead. */
export const TooLong = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: { link: linkFor(chatGpt, 40) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Too long for a link: copies it for you to paste')).toBeVisible();
  },
});

/** The pointer over an assistant: the line turns pale pink. */
export const EntryHover = meta.story({ tags: ['desktop-only'], ...hovered('a') });

/** An assistant reached with the keyboard: the pink focus outline around its line. */
export const EntryFocus = meta.story({ tags: ['desktop-only'], ...keyboardFocused('a') });
