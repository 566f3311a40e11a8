import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { PersonBio, type PersonBioProps } from '../../src/components/PersonBio';
import { person, profileLinkName } from './communityFixtures';

/** A person as the community and event pages show them (initials until the portraits ship). */
function bioArgs(id: string): PersonBioProps {
  const { name, role, bio, profile } = person(id);
  return { name, role, bio, profileUrl: profile.url, profileLabel: profile.label };
}

const meta = preview.meta({
  title: 'Content cards/PersonBio',
  id: 'components-personbio',
  component: PersonBio,
  args: bioArgs('organiser'),
  parameters: { layout: 'padded', maxWidth: 712, host: 'same' },
});

/** The organiser's bio: check the portrait, name, role, bio and profile link line up and read in that order. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: args.name })).toBeVisible();
    await expect(canvas.getByText(args.role)).toBeVisible();
    const link = canvas.getByRole('link', {
      name: profileLinkName(args.profileLabel ?? 'LinkedIn', args.name),
    });
    await expect(link).toHaveAttribute('href', args.profileUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

/** The co-host's bio, with her own role and initials: check it lines up with the organiser's. */
export const CoHost = meta.story({ args: bioArgs('cohost') });

/** No profile yet: check there is no link at all, rather than one that goes nowhere. */
export const WithoutProfile = meta.story({
  args: { profileUrl: '' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(args.bio)).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
});

/** The pointer over the profile link: check it is underlined. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('a') });

/** The profile link reached with the keyboard: check the pink focus outline around it. */
export const FocusVisible = meta.story({ tags: ['desktop-only'], ...keyboardFocused('a') });
