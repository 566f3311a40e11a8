import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
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

const meta = {
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
  parameters: {
    host: {
      only: 'main',
      note: 'It sits at the top of the prompt library (/find-prompt), which only the main host has.',
    },
    guidance: {
      use: [
        'At the top of the prompt library, above TagFilter, so visitors can narrow the cards by typing.',
        'Once per page: the / shortcut can lead to one box only.',
      ],
      avoid: [
        {
          when: 'A question in a form.',
          instead: 'TextInput, through the form’s FormTextField, with a visible label.',
        },
        {
          when: 'Choosing one of a fixed set of topics.',
          instead: 'TagFilter: its tags show every choice at once.',
        },
      ],
      content: [
        "Placeholder: 'Search prompts...', as the specification writes it (three full stops).",
        "Screen-reader name: 'Search prompts'. Keep it saying what the placeholder says.",
        'The search matches a prompt’s title, description and tags, ignoring capitals; the prompt text itself is not searched. Do not promise more in the placeholder.',
        'The key hint is the single character /, in a key cap: nothing else goes at the right of the box.',
      ],
      states: [
        {
          name: 'Empty',
          looks:
            "White box, thin neutral 500 outline (border.control); a magnifier in neutral 600, then 'Search prompts...' in neutral 500. On screens 900 px and wider a '/' key cap sits at the right: neutral 600 on neutral 50, in the monospace face, with a neutral 200 border.",
        },
        { name: 'Filled', looks: 'The search in neutral 900 (text.primary), 16 px; the key cap stays.' },
        { name: 'Hover', looks: 'The outline darkens to neutral 900.' },
        {
          name: 'Focus',
          looks:
            'The outline turns 2 px pink 600 (brand.main). Reached with /, anything already in the box is selected, ready to be typed over.',
        },
        {
          name: 'Without the shortcut',
          looks: 'No key cap, and / types a slash like any other key.',
        },
        {
          name: 'Narrow screens',
          looks: 'Below 900 px the key cap is hidden; the box fills the width.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab reaches the box. / anywhere on the page jumps to it and selects what is there, except while typing in another field or with Ctrl, Cmd or Alt held; inside the box, / is a slash. Enter puts the search in the page’s address at once.',
        screenReader:
          "A search landmark holding a search box named 'Search prompts', with its shortcut key / (aria-keyshortcuts) where the screen reader reads it. The magnifier and the key cap are hidden from it.",
        contrast:
          'Typed text neutral 900 on white 18.04:1; magnifier neutral 600 7.58:1; placeholder neutral 500 4.80:1; key cap neutral 600 on neutral 50 7.18:1; focused outline pink 600 5.60:1. The resting outline, neutral 500, is 4.80:1, over the 3:1 asked of a control’s edge.',
      },
      status: {
        level: 'Stable',
        note: 'Used once, at the top of the prompt library, with the specification’s placeholder and search rule.',
      },
      engineering: [
        'It is a search form of its own (<form role="search" method="get">, the box named q): before the app has started, and with JavaScript off, Enter is the browser’s own search and leads to ?q=…. `keep` adds the view’s other parts (tag, more) as hidden fields so they survive it.',
        'The / shortcut listens for keydown on the document; it leaves alone an event already handled, one with a modifier key, and one from an input, textarea, select or editable element.',
        'The adornments and the input’s settings (aria-label, aria-keyshortcuts, autoComplete off, spellCheck off) are built once, not per keystroke, so they do not re-render while the visitor types.',
        'PromptLibrary passes `inputRef` so Clear filters can put focus back in the box.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof PromptSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the magnifier, the placeholder and, on wide screens, the / key cap. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search prompts' })).toHaveAttribute(
      'placeholder',
      'Search prompts...',
    );
  },
};

/** A search typed in: it reads in full-strength text, the key cap still at the right. */
export const Filled: Story = { args: { value: 'linkedin' } };

/** '/' moves focus to the search and is not typed into it. */
export const SlashFocuses: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox');
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
};

/** The shortcut turned off: no key cap at the right of the box. */
export const WithoutShortcut: Story = { args: { slashShortcut: false } };

/** The pointer over the box: its outline darkens to neutral 900. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('.MuiOutlinedInput-root') };

/** Reached with Tab: the outline turns 2 px pink. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search prompts' })).toHaveFocus();
  },
};
