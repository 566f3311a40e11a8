import preview from '../../.storybook/preview';
import EventRounded from '@mui/icons-material/EventRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import { expect } from 'storybook/test';
import { FeatureCard } from '../../src/components/FeatureCard';
import { joinReason } from './communityFixtures';

const meta = preview.meta({
  title: 'Content cards/FeatureCard',
  id: 'components-featurecard',
  component: FeatureCard,
  args: { title: joinReason('events').title, text: joinReason('events').text, icon: <EventRounded /> },
  parameters: { layout: 'padded', maxWidth: 312, host: 'same' },
});

/** A reason to join from the community page: check the icon tile, the title and the text sit evenly spaced. */
export const Default = meta.story({
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: args.title })).toBeVisible();
    await expect(canvas.getByText(args.text)).toBeVisible();
    // The icon illustrates the title: screen readers skip it.
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
});

/** Another reason, with a different icon: check the tile keeps the icon centred. */
export const Mentoring = meta.story({
  args: {
    title: joinReason('mentoring').title,
    text: joinReason('mentoring').text,
    icon: <HandshakeRounded />,
  },
});

/** Where the card is the first thing under a page’s title, so its title is a level 2 heading: check it looks the same. */
export const HeadingLevelTwo = meta.story({
  args: { headingLevel: 'h2' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.title })).toBeVisible();
  },
});
