import Box from '@mui/material/Box';
import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assistants } from '../../content/assistants';
import { hovered, tabbedTo } from '../../.storybook/states';
import { AssistantMenu } from '../../src/components/AssistantMenu';
import { firstOf } from '../promptFixtures';

const prompt = firstOf('Sales').prompt;

const meta = preview.meta({
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
  parameters: { host: 'main-only' },
});

/** Closed: a button that says it shows a list, and no list yet. */
export const Closed = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open in' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

/** Open: ChatGPT and Claude with the prompt in their addresses, Gemini by paste. */
export const Open = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open in' }));
    const list = await canvas.findByRole('list', { name: 'Open the prompt in' });
    await expect(within(list).getAllByRole('link')).toHaveLength(assistants.choices.length);
    await expect(args.onOpen).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Open in' })).toHaveAttribute('aria-expanded', 'true');
  },
});

/** A prompt too long for an address: every assistant opens its new chat, and the prompt goes by paste. */
export const TooLongForAnAddress = meta.story({
  args: { prompt: `${prompt}\n${'Notes from the last quarter, pasted in full. '.repeat(200)}` },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open in' }));
    const list = await canvas.findByRole('list', { name: 'Open the prompt in' });
    for (const assistant of assistants.choices) {
      await expect(
        within(list).getByRole('link', { name: new RegExp(`^${assistant.name}`) }),
      ).toHaveAttribute('href', assistant.home);
    }
  },
});

/** Escape closes the list and puts the focus back on the button. */
export const ClosedWithEscape = meta.story({
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open in' });
    await userEvent.click(button);
    const list = await canvas.findByRole('list', { name: 'Open the prompt in' });
    within(list).getAllByRole('link')[0]?.focus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
});

/** The pointer over the closed button: a faint pink wash. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('.open-in') });

/** The closed button reached with Tab, as a keyboard user sees it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('button', 'Open in'),
});
