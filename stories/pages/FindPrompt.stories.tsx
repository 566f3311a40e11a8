import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { prompts } from '../../content/prompts';
import { ALL, filterPrompts } from '../../src/prompts/filterPrompts';
import { leftToPageWalk } from '../../.storybook/modes';
import { loadSitePage, SitePage } from '../sitePage';

const pathOf = (parameters: { path?: unknown }) => String(parameters.path ?? '/find-prompt');

/** /find-prompt in its states, each reached by its own address, inside the site shell. */
const meta = {
  title: 'Pages/FindPrompt',
  parameters: { site: { ownRouter: true } },
  loaders: [({ parameters }) => loadSitePage('main', pathOf(parameters))],
  render: (_args, { parameters }) => <SitePage kind="main" path={pathOf(parameters)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const count = (search: string, tag = ALL) => filterPrompts(prompts, { search, category: ALL, tag }).length;
const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');

export const Default: Story = {
  // /find-prompt itself, which the page walk (tests/e2e/pageWalk.spec.ts) screenshots.
  tags: ['route'],
  parameters: { chromatic: leftToPageWalk },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Curated AI Prompts' })).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(6);
  },
};

export const Searched: Story = {
  parameters: { path: '/find-prompt?q=linkedin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('linkedin');
    await expect(cards(canvasElement)).toHaveLength(Math.min(6, count('linkedin')));
  },
};

export const TagChosen: Story = {
  parameters: { path: '/find-prompt?tag=email-marketing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Email Marketing' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const Expanded: Story = {
  parameters: { path: '/find-prompt?tag=personal-branding&more=1' },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(count('', 'Personal Branding'));
  },
};

export const NothingFound: Story = {
  parameters: { path: '/find-prompt?q=quantum%20origami&tag=linkedin' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(6));
    await waitFor(() => expect(page.getByRole('searchbox')).toHaveFocus());
    await expect(page.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
  },
};
