import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { Breadcrumbs } from '../../src/components/Breadcrumbs';

const meta = preview.meta({
  title: 'Navigation/Breadcrumbs',
  id: 'components-breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Prompt Library', href: '/find-prompt' },
      { label: 'All Prompts' },
    ],
  },
  parameters: { layout: 'padded', host: 'same' },
});

/**
 * The prompt library's trail, Home › Prompt Library › All Prompts: judge the two links, the slashes and the
 * bold current page.
 */
export const PromptLibrary = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Prompt Library']);
    await expect(within(nav).getByText('All Prompts')).toHaveAttribute('aria-current', 'page');
  },
});

/** A short trail, Home › Resources: one link and the current page. */
export const TwoLevels = meta.story({
  args: { items: [{ label: 'Home', href: '/' }, { label: 'Resources' }] },
});

/** The pointer over the Home link: judge the underline. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('a[href="/"]') });

/** The Home link reached with the keyboard: judge the pink 600 outline. */
export const FocusVisible = meta.story({ tags: ['desktop-only'], ...keyboardFocused('a[href="/"]') });
