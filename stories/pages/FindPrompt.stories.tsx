import type { DocsFrame } from '../../.storybook/DocsPage';
import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { prompts } from '../../content/prompts';
import { ALL, filterPrompts } from '../../src/prompts/filterPrompts';
import { leftToPageWalk } from '../../.storybook/modes';
import { SitePage } from '../sitePage';

const pathOf = (parameters: { path?: unknown }) => String(parameters.path ?? '/find-prompt');

// /find-prompt in its states, each reached by its own address, inside the site shell.
const meta = preview.meta({
  title: 'Pages/FindPrompt',
  id: 'pages-findprompt',
  parameters: {
    site: { ownRouter: true },
    host: 'main-only',
    docs: {
      // A whole page in a frame of its own on the Docs page, so its layout follows the frame's width.
      frame: { height: 900, reason: "a whole page, laid out for the frame's width" } satisfies DocsFrame,
      description: {
        component:
          "The prompt library at /find-prompt, inside the site shell. Under breadcrumbs (Home / Prompt Library / All Prompts), the header band holds the heading 'Curated AI Prompts' and a one-line introduction. Below it: the search box, a row of tag buttons, a count of the matches, the grid of prompt cards (six at first, one to five columns by screen width) with Show More / Show Less, or the empty state when nothing matches. Every view has its own address, so a search or tag can be shared as a link; each story opens one of them.",
      },
    },
  },
  render: (_args, { parameters }) => <SitePage kind="main" path={pathOf(parameters)} />,
});

const count = (search: string, tag = ALL) => filterPrompts(prompts, { search, category: ALL, tag }).length;
const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');

/** /find-prompt as a first visit sees it: six of the 106 prompts and Show More; judge the header band, search and tag row together. */
export const Default = meta.story({
  // /find-prompt itself, which the page walk (tests/e2e/pageWalk.spec.ts) screenshots.
  tags: ['route'],
  parameters: { chromatic: leftToPageWalk },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Curated AI Prompts' })).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(6);
  },
});

/** Searched for 'linkedin' (?q=linkedin): the search box keeps the words, and the count and cards follow them. */
export const Searched = meta.story({
  parameters: { path: '/find-prompt?q=linkedin' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('linkedin');
    await expect(cards(canvasElement)).toHaveLength(Math.min(6, count('linkedin')));
  },
});

/** The Email Marketing tag chosen (?tag=email-marketing): its button is filled and marked current; judge it against the outlined others. */
export const TagChosen = meta.story({
  parameters: { path: '/find-prompt?tag=email-marketing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Email Marketing' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
});

/** Personal Branding with every match shown (&more=1): the cards past the first six, and the button reading Show Less. */
export const Expanded = meta.story({
  parameters: { path: '/find-prompt?tag=personal-branding&more=1' },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(count('', 'Personal Branding'));
  },
});

/** A search and tag that match nothing: the empty state in place of the cards; the play presses Clear filters and checks the library comes back. */
export const NothingFound = meta.story({
  parameters: { path: '/find-prompt?q=quantum%20origami&tag=linkedin' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(6));
    await waitFor(() => expect(canvas.getByRole('searchbox')).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
  },
});
