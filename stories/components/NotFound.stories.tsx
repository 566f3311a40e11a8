import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { onlyAt } from '../../.storybook/modes';
import { desktopState, hovered } from '../../.storybook/states';
import { NotFound } from '../../src/components/NotFound';

const meta = {
  title: 'Feedback/NotFound',
  id: 'components-notfound',
  component: NotFound,
  args: { homeHref: '/' },
  parameters: {
    host: 'same',
    guidance: {
      use: [
        "For any address that is not one of the host's pages: the site shows it for you, between the header and footer.",
        'To lead visitors home when a link was mistyped or a page has moved.',
      ],
      avoid: [
        { when: 'The page exists but failed to draw.', instead: 'ErrorScreen.' },
        { when: 'A search or filter found nothing.', instead: 'PromptEmptyState.' },
        {
          when: 'An event has taken place.',
          instead: 'Keep its page: the event page says it took place (EventStatus).',
        },
      ],
      content: [
        "The specification's words, kept exactly: a big '404', the heading 'Oops! Page not found' and the link 'Return to Home' to the front page.",
        "When the address is known, the sentence names it in bold: 'There is no page at /women-love-ai/evnts. It may have moved, or the link may have a typo.' Otherwise: 'The page you are looking for has moved or never existed.'",
        'Do not blame the visitor: say the page may have moved before mentioning a typo.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            "Centred on white, no wider than 600 px: '404' in the display size (48 to 88 px) in pink 600, the heading in neutral 900, the sentence in neutral 600, and a filled pink 600 'Return to Home' pill button with a soft glow.",
        },
        { name: 'With the address', looks: 'The address in bold inside the sentence.' },
        {
          name: 'Long address',
          looks: 'A long address breaks mid-word on phones rather than widening the page.',
        },
        { name: 'Hover', looks: 'The button turns pink 800 and its glow grows stronger.' },
        {
          name: 'Keyboard focus',
          looks:
            'The button’s soft glow gives way to the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill.',
        },
      ],
      accessibility: {
        keyboard: "One stop: Tab reaches 'Return to Home'; Enter follows it.",
        screenReader:
          "The big '404' is hidden from screen readers: they hear the level 1 heading 'Oops! Page not found', the sentence and the link 'Return to Home'. The tab's title reads 'Page not found', and search engines are told not to index the page.",
        contrast:
          "'404' pink 600 on white 5.60:1 (large text). Heading neutral 900 18.04:1. Sentence neutral 600 7.58:1. Button white on pink 600 5.60:1 (10.33:1 on pink 800 when hovered). The focus ring, pink 600, is 5.60:1 against white.",
      },
      status: { level: 'Stable', note: "The site's 404 page on both hosts." },
      engineering: [
        "NotFoundPage wraps it: it logs the path to the console ('404 Error: User attempted to access non-existent route: …'), sets the page title with noindex, and passes the path only once the page runs in the browser, because one prerendered 404 page answers every unknown address.",
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 404 page before the address is known: the general sentence. */
export const Default: Story = {};
/** A mistyped address shown back in bold: judge the sentence. */
export const WithPath: Story = { args: { path: '/women-love-ai/evnts' } };
/** A very long address on a phone: it must wrap, not push the page sideways. */
export const LongPath: Story = {
  args: { path: '/find-prompt/marketing/content-creation/linkedin-posts-for-a-product-launch-next-quarter' },
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  globals: { viewport: { value: 'mobile' } },
};

/** The pointer over 'Return to Home': the button darkens to pink 800 with a stronger glow. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a') };

/** 'Return to Home' reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Return to Home' })).toHaveFocus();
  },
};
