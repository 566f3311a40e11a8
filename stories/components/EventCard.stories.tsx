import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { focusedOn, hovered } from '../../.storybook/states';
import type { EventSlug } from '../../content/types';
import { eventRecords } from '../../content/events';
import { scene } from '../../src/art/scenes';
import { EventCard, type EventCardProps } from '../../src/components/EventCard';
import { communityPaths } from '../../src/routing/paths';
import { eventCard, mainHost } from './communityFixtures';

/** A card from the community page, linking to its event page on the main host. */
function cardArgs(slug: EventSlug): EventCardProps {
  return {
    ...eventCard(slug),
    href: communityPaths.event(mainHost, slug),
    art: scene(eventRecords[slug].art),
  };
}

const meta = preview.meta({
  title: 'Content cards/EventCard',
  id: 'components-eventcard',
  component: EventCard,
  args: cardArgs('ai-power-circle'),
  parameters: { layout: 'padded', maxWidth: 372, host: 'same' },
});

/** The AI Power Circle meetup, as the community page lists it: check the four details line up under their icons and Learn More sits at the foot. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: args.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: args.title })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Learn More' });
    await expect(link).toHaveAttribute('href', '/women-love-ai/events/ai-power-circle');
    await expect(link).toHaveAccessibleDescription(args.title);
    await expect(canvas.queryByText('Featured')).not.toBeInTheDocument();
  },
});

/** The featured event carries a label, the brand's border and a filled button. */
export const Featured = meta.story({
  args: cardArgs('waves-ai'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Featured')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Learn More' });
    await expect(link).toHaveAttribute('href', '/women-love-ai/events/waves-ai');
    await expect(link).toHaveAccessibleDescription(args.title);
    await expect(link).toHaveClass('MuiButton-contained');
  },
});

/** A card without its picture: check the title leads the card on its own. */
export const WithoutPicture = meta.story({ args: { ...cardArgs('ai-power-circle'), art: undefined } });

/** A very long title, description and location: check everything wraps and the button stays inside the card. */
export const LongText = meta.story({
  args: {
    ...cardArgs('women-leading-ai'),
    title: 'Women Leading In AI: A Private Evening of Dinner, Candid Conversation and Leadership Circles',
    description:
      'A private dinner for women shaping how their organisations use AI: candid conversation and peers who get the job. Over dinner in a private room, we talk honestly about what leading this work is really like: the budgets, the boards, the teams and the doubts. What’s said in the room stays in the room.',
    location: 'A private dining room in Marylebone, Central London, a short walk from Baker Street',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: args.title })).toBeVisible();
    await expect(canvas.getByText(args.location)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Learn More' })).toHaveAccessibleDescription(args.title);
  },
});

/** In a narrow column (a phone, or a crowded grid) the details wrap and the button stays inside the card. */
export const Narrow = meta.story({
  args: cardArgs('waves-ai'),
  parameters: { maxWidth: 360 },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: args.title });
    const link = within(card).getByRole('link', { name: 'Learn More' });
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
});

/** The pointer over Learn More: check the outlined border turns solid over a faint pink wash. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('a') });

/** The pointer over the featured card’s solid Learn More: check it darkens to pink 800 with a stronger glow. */
export const FeaturedHover = meta.story({
  tags: ['desktop-only'],
  args: cardArgs('waves-ai'),
  ...hovered('a'),
});

/** Learn More reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...focusedOn('link', 'Learn More'),
});
