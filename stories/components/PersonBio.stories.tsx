import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { PersonBio, type PersonBioProps } from '../../src/components/PersonBio';
import { person, profileLinkName } from './communityFixtures';

/** A person as the community and event pages show them (initials until the portraits ship). */
function bioArgs(id: string): PersonBioProps {
  const { name, role, bio, profile } = person(id);
  return { name, role, bio, profileUrl: profile.url, profileLabel: profile.label };
}

const meta = {
  title: 'Components/PersonBio',
  component: PersonBio,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 760 }}>
        <Story />
      </Box>
    ),
  ],
  args: bioArgs('organiser'),
} satisfies Meta<typeof PersonBio>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const CoHost: Story = { args: bioArgs('cohost') };

/** No profile yet: no link at all, rather than one that goes nowhere. */
export const WithoutProfile: Story = {
  args: { profileUrl: '' },
  play: async ({ canvasElement, args }) => {
    const bio = within(canvasElement);
    await expect(bio.getByText(args.bio)).toBeVisible();
    await expect(bio.queryByRole('link')).not.toBeInTheDocument();
  },
};
