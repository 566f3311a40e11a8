import preview from '../../.storybook/preview';
import { onlyAt } from '../../.storybook/modes';
import { hovered, tabbedTo } from '../../.storybook/states';
import { pages } from '../../content/pages';
import { scene } from '../../src/art/scenes';
import { NotFound } from '../../src/components/NotFound';

const meta = preview.meta({
  title: 'Feedback/NotFound',
  id: 'components-notfound',
  component: NotFound,
  args: { homeHref: '/', picture: scene(pages['not-found'].art) },
  parameters: { host: 'same' },
});

/** The 404 page before the address is known: the general sentence. */
export const Default = meta.story();
/** A mistyped address shown back in bold: judge the sentence. */
export const WithPath = meta.story({ args: { path: '/women-love-ai/evnts' } });
/** A very long address on a phone: it must wrap, not push the page sideways. */
export const LongPath = meta.story({
  args: { path: '/find-prompt/marketing/content-creation/linkedin-posts-for-a-product-launch-next-quarter' },
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  globals: { viewport: { value: 'mobile' } },
});

/** The pointer over 'Return to Home': the button darkens to pink 800 with a stronger glow. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('a') });

/** 'Return to Home' reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('link', 'Return to Home'),
});
