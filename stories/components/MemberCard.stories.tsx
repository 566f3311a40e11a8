import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { MemberCard } from '../../src/components/MemberCard';
import { portraitUrl } from '../../src/art/portraits';
import { profileLinkName, sampleMember } from './communityFixtures';

const meta = {
  title: 'Content cards/MemberCard',
  id: 'components-membercard',
  component: MemberCard,
  args: sampleMember,
  parameters: {
    layout: 'padded',
    maxWidth: 272,
    host: 'same',
    guidance: {
      use: [
        'On the Founding 20 page, one card per founding member, in the grid of twenty.',
        'For a community member introduced in her own words, with her profile.',
      ],
      avoid: [
        {
          when: 'You are introducing an organiser or an event host, with a longer bio.',
          instead: 'PersonBio.',
        },
        {
          when: 'You only need a person’s picture beside a name.',
          instead: 'PersonAvatar.',
        },
      ],
      content: [
        'Members are sample people with fictional names, roles and quotes until the organiser replaces them; never a real private person.',
        'Role and company as she gives them; they share one line under the name and wrap when long.',
        'Quote: her own words, first person, two sentences or so (135 to 171 characters today). Leave out quote marks: the card draws one.',
        'Picture: one of the site’s five original portraits, or none; the initials stand in. Profile: her LinkedIn address, or empty, and the link is left out.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A white card with a 1 px neutral 200 border and 20 px corners, everything centred. A 96 px round picture with a white rim and a soft pink glow; her name in Fredoka; role and company in neutral 600; a pale pink (pink 100) quote mark over her words in italics; at the foot, a semibold pink 700 ‘LinkedIn’ link with a new-tab icon.',
        },
        {
          name: 'Initials',
          looks:
            'No picture, or one that fails to load: her initials in Fredoka, pink 700 on pink 50, in the same circle. Never a broken image.',
        },
        { name: 'Hover', looks: 'The LinkedIn link is underlined.' },
        {
          name: 'Focus',
          looks:
            'The LinkedIn link shows a 3 px solid pink 600 outline, 2 px off the text, with rounded corners.',
        },
        { name: 'No profile', looks: 'No link at all; the card ends with the quote.' },
        {
          name: 'Long quote',
          looks:
            'The quote wraps and the card grows; in the grid, cards in a row share the tallest one’s height.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab reaches the LinkedIn link; Enter opens her profile in a new tab. Without a profile, nothing to focus.',
        screenReader:
          'An article. Her name is a level 3 heading, then her role and company, then her words as a quotation. The link is read as ‘LinkedIn profile of <name> (opens in a new tab)’. The picture, initials and icons are hidden: her name is printed.',
        contrast:
          'Name and quote neutral 900 on white 18.04:1; role neutral 600 7.58:1; link pink 700 7.59:1; initials pink 700 on pink 50 6.93:1. The quote mark is decoration (pink 100, 1.23:1). The link’s pink 600 focus outline is 5.60:1 against white.',
      },
      status: {
        level: 'Stable',
        note: 'Used on the Founding 20 page for its twenty members, on both hosts.',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a picture, the initials stand in. */
export const Initials: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('PR')).toBeVisible();
    await expect(card.getByRole('heading', { level: 3, name: args.name })).toBeVisible();
    await expect(card.getByText(`${args.role}, ${args.company}`)).toBeVisible();
    const link = card.getByRole('link', { name: profileLinkName('LinkedIn', args.name) });
    await expect(link).toHaveAttribute('href', args.profileUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A portrait that fails to load falls back to the initials, never a broken image. */
export const FailedImage: Story = {
  args: { image: '/no-such-portrait.svg' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('PR')).toBeVisible();
  },
};

/** A long name, role and quote: check they wrap, centred, and the card still reads well. */
export const LongQuote: Story = {
  args: {
    name: 'Charlotte Okonkwo-Fairbairn',
    role: 'Director of AI Transformation',
    company: 'Harbourside Financial Group',
    quote:
      'I was the only woman in the room at my first AI meetup and nearly didn’t go back. At Women Love AI I found people who share the prompt that saved their Monday, read your CV on a Sunday and cheer the launch on Tuesday. Half my team’s AI workflows started as a conversation at one of these evenings.',
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText(args.quote)).toBeVisible();
    await expect(card.getByText('CO')).toBeVisible();
  },
};

/** No profile yet: no link at all, rather than one that goes nowhere. */
export const WithoutProfile: Story = {
  args: { profileUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** With her portrait: check the picture fills the circle inside its white rim. */
export const WithPortrait: Story = { args: { image: portraitUrl(3) } };

/** The pointer over the LinkedIn link: check it is underlined. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a') };

/** The LinkedIn link reached with the keyboard: check the pink outline around it. */
export const FocusVisible: Story = { tags: ['desktop-only'], ...keyboardFocused('a') };
