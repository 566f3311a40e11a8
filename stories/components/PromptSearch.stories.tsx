import Box from '@mui/material/Box';
import preview from '../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { hovered, tabbedTo } from '../../.storybook/states';
import { PromptSearch, type PromptSearchProps } from '../../src/components/PromptSearch';

function Interactive(props: PromptSearchProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PromptSearch
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Forms and inputs/PromptSearch',
  id: 'components-promptsearch',
  component: PromptSearch,
  render: (args) => <Interactive {...args} />,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 640 }}>
        <p>Press / anywhere to jump to the search.</p>
        <Story />
      </Box>
    ),
  ],
  args: { value: '', onChange: fn() },
  parameters: { host: 'main-only' },
});

/** Nothing typed yet: the magnifier, the placeholder and, on wide screens, the / key cap. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search prompts' })).toHaveAttribute(
      'placeholder',
      'Search prompts...',
    );
  },
});

/** A search typed in: it reads in full-strength text, the key cap still at the right. */
export const Filled = meta.story({ args: { value: 'linkedin' } });

/** '/' moves focus to the search and is not typed into it. */
export const SlashFocuses = meta.story({
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox');
    await expect(box).not.toHaveFocus();
    await userEvent.keyboard('/');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveValue('');
    await userEvent.keyboard('email');
    await expect(args.onChange).toHaveBeenLastCalledWith('email');
    // Inside the field, / is an ordinary character.
    await userEvent.keyboard('/');
    await expect(box).toHaveValue('email/');
  },
});

/** The shortcut turned off: no key cap at the right of the box. */
export const WithoutShortcut = meta.story({ args: { slashShortcut: false } });

/** The pointer over the box: its outline darkens to neutral 900. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('.MuiOutlinedInput-root') });

/** Reached with Tab: the outline turns 2 px pink. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('searchbox', 'Search prompts'),
});
