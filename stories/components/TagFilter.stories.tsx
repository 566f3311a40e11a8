import preview from '../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
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

const meta = preview.meta({
  title: 'Forms and inputs/TagFilter',
  id: 'components-tagfilter',
  component: TagFilter,
  render: (args) => <Interactive {...args} />,
  args: { tags: tagButtons, selected: 'All', onSelect: fn(), hrefFor: tagHref },
  parameters: { layout: 'padded', host: 'main-only' },
});

/** Every tag is a link to its view; the current one says so (aria-current), as links do. */
export const AllSelected = meta.story({
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(10);
    await expect(
      links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent),
    ).toEqual(['All']);
    await expect(canvas.getByRole('link', { name: 'Email Marketing' })).toHaveAttribute(
      'href',
      '/find-prompt?tag=email-marketing',
    );
  },
});

/** One tag chosen: it is filled pink and 'All' goes back to an outline. */
export const TagSelected = meta.story({ args: { selected: 'Email Marketing' } });

/** Choosing a tag (a plain click, answered in place) makes it the current one. */
export const Choosing = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'LinkedIn' }));
    await expect(args.onSelect).toHaveBeenCalledWith('LinkedIn');
    await expect(canvas.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  },
});

/** In a narrow column the row wraps onto several lines. */
export const Narrow = meta.story({
  args: { selected: 'UX Research' },
  parameters: { maxWidth: 360 },
});

/** The pointer over a tag not chosen: a full pink border over a faint pink wash. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered(`a[href="${tagHref('LinkedIn')}"]`) });

/** The second tag reached with Tab, as a keyboard user sees it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[1]).toHaveFocus();
  },
});
