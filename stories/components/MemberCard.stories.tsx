import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { MemberCard } from '../../src/components/MemberCard';
import { portraitUrl } from '../../src/art/portraits';
import { profileLinkName, sampleMember } from './communityFixtures';

const meta = preview.meta({
  title: 'Content cards/MemberCard',
  id: 'components-membercard',
  component: MemberCard,
  args: sampleMember,
  parameters: { layout: 'padded', maxWidth: 272, host: 'same' },
});

/** Without a picture, the initials stand in. */
export const Initials = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('PR')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: args.name })).toBeVisible();
    await expect(canvas.getByText(`${args.role}, ${args.company}`)).toBeVisible();
    const link = canvas.getByRole('link', { name: profileLinkName('LinkedIn', args.name) });
    await expect(link).toHaveAttribute('href', args.profileUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

/** A portrait that fails to load falls back to the initials, never a broken image. */
export const FailedImage = meta.story({
  args: { image: '/no-such-portrait.svg' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('PR')).toBeVisible();
  },
});

/** A long name, role and quote: check they wrap, centred, and the card still reads well. */
export const LongQuote = meta.story({
  args: {
    name: 'Charlotte Okonkwo-Fairbairn',
    role: 'Director of AI Transformation',
    company: 'Harbourside Financial Group',
    quote:
      'I was the only woman in the room at my first AI meetup and nearly didn’t go back. At Women Love AI I found people who share the prompt that saved their Monday, read your CV on a Sunday and cheer the launch on Tuesday. Half my team’s AI workflows started as a conversation at one of these evenings.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(args.quote)).toBeVisible();
    await expect(canvas.getByText('CO')).toBeVisible();
  },
});

/** No profile yet: no link at all, rather than one that goes nowhere. */
export const WithoutProfile = meta.story({
  args: { profileUrl: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
});

/** With her portrait: check the picture fills the circle inside its white rim. */
export const WithPortrait = meta.story({ args: { image: portraitUrl(3) } });

/** The pointer over the LinkedIn link: check it is underlined. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('a') });

/** The LinkedIn link reached with the keyboard: check the pink outline around it. */
export const FocusVisible = meta.story({ tags: ['desktop-only'], ...keyboardFocused('a') });
