import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { PersonBio, type PersonBioProps } from '../../src/components/PersonBio';
import { person, profileLinkName } from './communityFixtures';

/** A person as the community and event pages show them (initials until the portraits ship). */
function bioArgs(id: string): PersonBioProps {
  const { name, role, bio, profile } = person(id);
  return { name, role, bio, profileUrl: profile.url, profileLabel: profile.label };
}

const meta = {
  title: 'Content cards/PersonBio',
  id: 'components-personbio',
  component: PersonBio,
  args: bioArgs('organiser'),
  parameters: {
    layout: 'padded',
    maxWidth: 712,
    host: 'same',
    guidance: {
      use: [
        'To introduce the people who run the community or host an event, one bio under another (PeopleBios stacks them).',
        'To credit the author of a long piece, as the Playbook does at its end.',
      ],
      avoid: [
        {
          when: 'The person is speaking in the first person, to the reader.',
          instead: 'FounderNote.',
        },
        {
          when: 'You are showing many people at once, such as the Founding 20.',
          instead: 'MemberCard in a CardGrid.',
        },
      ],
      content: [
        'The name as the person writes it; the role short and in title case (“Founder & organiser”): it is shown in capitals.',
        'The bio in two or three sentences, in the third person, warm and specific: what they do and why they run this.',
        'Name the profile link after the service it goes to (“LinkedIn”); leave the address empty rather than point it at a placeholder page, and the link is left out.',
        'These people are sample people until the organiser replaces them: never a real private person.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A 112 px round portrait beside the text (above it on phones); the name as a heading in text primary (neutral 900), the role in small capitals in link pink (pink 700), the bio in text secondary (neutral 600), and the profile link in pink 700, semibold, with an “opens in new” icon.',
        },
        { name: 'Link hover', looks: 'The profile link is underlined.' },
        {
          name: 'Link focus',
          looks: 'A 3 px solid outline in brand pink (pink 600), 2 px off the link, with rounded corners.',
        },
        { name: 'Without profile', looks: 'No link at all: the bio ends with its text.' },
        {
          name: 'Without portrait',
          looks: 'The circle shows the person’s initials in pink 700 on pink 50.',
        },
      ],
      accessibility: {
        keyboard: 'Tab reaches the profile link; Enter opens it in a new tab. Nothing else to focus.',
        screenReader:
          'The name is a heading (h3 unless set to h2). The link is read in full, e.g. “LinkedIn profile of Imogen Hartwell (opens in a new tab)”; its icon and the portrait are skipped.',
        contrast:
          'On white: name (neutral 900) 18.04:1; role and link (pink 700) 7.59:1; bio (neutral 600) 7.58:1. On the tinted band (neutral 50) of some event pages: 17.10:1, 7.20:1 and 7.18:1. The focus outline (pink 600) is 5.60:1 against white and 5.31:1 on the tinted band.',
      },
      status: {
        level: 'Stable',
        note: 'Used on the community page and event pages (through PeopleBios) and for the Playbook’s author.',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof PersonBio>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organiser's bio: check the portrait, name, role, bio and profile link line up and read in that order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const bio = within(canvasElement);
    await expect(bio.getByRole('heading', { level: 3, name: args.name })).toBeVisible();
    await expect(bio.getByText(args.role)).toBeVisible();
    const link = bio.getByRole('link', { name: profileLinkName(args.profileLabel ?? 'LinkedIn', args.name) });
    await expect(link).toHaveAttribute('href', args.profileUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The co-host's bio, with her own role and initials: check it lines up with the organiser's. */
export const CoHost: Story = { args: bioArgs('cohost') };

/** No profile yet: check there is no link at all, rather than one that goes nowhere. */
export const WithoutProfile: Story = {
  args: { profileUrl: '' },
  play: async ({ canvasElement, args }) => {
    const bio = within(canvasElement);
    await expect(bio.getByText(args.bio)).toBeVisible();
    await expect(bio.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The pointer over the profile link: check it is underlined. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a') };

/** The profile link reached with the keyboard: check the pink focus outline around it. */
export const FocusVisible: Story = { tags: ['desktop-only'], ...keyboardFocused('a') };
