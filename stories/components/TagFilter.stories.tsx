import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { TagFilter, type TagFilterProps } from '../../src/components/TagFilter';
import { tagButtons, tagHref } from '../promptFixtures';

/** Keeps its own choice, as the page does, so the pressed state can be tried. */
function Interactive(props: TagFilterProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <TagFilter
      {...props}
      selected={selected}
      onSelect={(tag) => {
        setSelected(tag);
        props.onSelect(tag);
      }}
    />
  );
}

const meta = {
  title: 'Forms and inputs/TagFilter',
  id: 'components-tagfilter',
  component: TagFilter,
  render: (args) => <Interactive {...args} />,
  args: { tags: tagButtons, selected: 'All', onSelect: fn(), hrefFor: tagHref },
  parameters: {
    layout: 'padded',
    host: {
      only: 'main',
      note: 'It sits in the prompt library (/find-prompt), which only the main host has.',
    },
    guidance: {
      use: [
        'Above the prompt library’s cards, under PromptSearch, to show only the prompts with one tag.',
        'When every choice fits on screen at once and exactly one is chosen at a time, with a choice that means "no filter" (All).',
      ],
      avoid: [
        {
          when: 'The visitor may pick several tags at once.',
          instead: 'A set of checkboxes, one for each choice: this row holds one choice at a time.',
        },
        {
          when: 'Free text, or a long list of choices.',
          instead: 'PromptSearch: typing narrows by title, description and tag.',
        },
        {
          when: 'Moving to another page of the site.',
          instead: 'A link or a button that names the page (the header’s NavListLink, say).',
        },
      ],
      content: [
        "'All' comes first and shows every prompt; it is what the row starts on.",
        "Then the specification's nine tags, each exactly as prompts carry it, in title case: Content Creation, Business Strategy, Innovation, Entrepreneurship, Learning, Email Marketing, UX Research, Personal Branding, LinkedIn (ten buttons in all).",
        'The buttons come from the library’s one list of tags: a new tag is added there, with prompts that carry it, never written into the row by hand.',
      ],
      states: [
        {
          name: 'Not chosen',
          looks:
            'An outlined pill, 36 px tall: pink 600 (brand.main) semibold text and a 2 px pink 600 border at half strength, on white.',
        },
        {
          name: 'Chosen',
          looks: 'A filled pill: white text on pink 600, with a soft pink glow.',
        },
        {
          name: 'Hover',
          looks:
            'Not chosen: the border turns full pink 600 over a faint pink wash (pink 600 at 4%). Chosen: the fill deepens to pink 800 and the glow grows.',
        },
        {
          name: 'Focus',
          looks:
            'The focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill. On the chosen tag it takes the place of the soft glow.',
        },
        {
          name: 'Narrow screens',
          looks: 'The row wraps onto as many lines as it needs, 8 px apart.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab moves through the tags one by one; Enter chooses the focused tag and the cards change in place. Focus stays on the tag.',
        screenReader:
          "A group named 'Filter by tag' holding one link per tag; the chosen one is announced as current (aria-current). Each link's name is the tag.",
        contrast:
          'Pink 600 on white 5.60:1 (not chosen, AA); white on pink 600 5.60:1 (chosen, AA); white on pink 800 10.33:1 (chosen, hover). The half-strength border is 2.42:1, but the text alone marks the button. The focus ring, pink 600, is 5.60:1 against white; on the chosen tag its white gap keeps it clear of the pink fill.',
      },
      status: {
        level: 'Stable',
        note: 'Used once, in the prompt library, with the specification’s ten tag filters.',
      },
      engineering: [
        'Each tag is a link (MUI Button with href) to the library’s address for that tag, so it works before the app has started, with JavaScript off, and in a new tab. The app answers a plain click (main button, no modifier key) in place; any other click is left to the browser.',
        'The chosen tag says so with aria-current="true": aria-pressed is for buttons, and these are links.',
        'Typing in the search leaves the chosen tag alone.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof TagFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tag is a link to its view; the current one says so (aria-current), as links do. */
export const AllSelected: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(10);
    await expect(
      links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent),
    ).toEqual(['All']);
    await expect(within(canvasElement).getByRole('link', { name: 'Email Marketing' })).toHaveAttribute(
      'href',
      '/find-prompt?tag=email-marketing',
    );
  },
};

/** One tag chosen: it is filled pink and 'All' goes back to an outline. */
export const TagSelected: Story = { args: { selected: 'Email Marketing' } };

/** Choosing a tag (a plain click, answered in place) makes it the current one. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement);
    await userEvent.click(group.getByRole('link', { name: 'LinkedIn' }));
    await expect(args.onSelect).toHaveBeenCalledWith('LinkedIn');
    await expect(group.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('aria-current', 'true');
    await expect(group.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  },
};

/** In a narrow column the row wraps onto several lines. */
export const Narrow: Story = {
  args: { selected: 'UX Research' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
};

/** The pointer over a tag not chosen: a full pink border over a faint pink wash. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered(`a[href="${tagHref('LinkedIn')}"]`) };

/** The second tag reached with Tab, as a keyboard user sees it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('link')[1]).toHaveFocus();
  },
};
