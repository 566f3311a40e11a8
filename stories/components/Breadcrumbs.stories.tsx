import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { Breadcrumbs } from '../../src/components/Breadcrumbs';

const meta = {
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
  parameters: {
    layout: 'padded',
    host: 'same',
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The prompt library's trail, Home › Prompt Library › All Prompts: judge the two links, the slashes and the
 * bold current page.
 */
export const PromptLibrary: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Prompt Library']);
    await expect(within(nav).getByText('All Prompts')).toHaveAttribute('aria-current', 'page');
  },
};

/** A short trail, Home › Resources: one link and the current page. */
export const TwoLevels: Story = { args: { items: [{ label: 'Home', href: '/' }, { label: 'Resources' }] } };

/** The pointer over the Home link: judge the underline. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a[href="/"]') };

/** The Home link reached with the keyboard: judge the pink 600 outline. */
export const FocusVisible: Story = { tags: ['desktop-only'], ...keyboardFocused('a[href="/"]') };
