import type { Meta, StoryObj } from '@storybook/react-vite';
import { externalLinkProps } from '../../src/ui/externalLink';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { aboutText, socialLinks } from '../../content/about';
import { SocialLinks } from '../../src/components/SocialLinks';

const meta = {
  title: 'Components/SocialLinks',
  component: SocialLinks,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, minHeight: 80 }}>
        <Story />
      </Box>
    ),
  ],
  args: { links: socialLinks, label: aboutText.socialHeading },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the profiles with an address: an unconfigured one is hidden rather than dead. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const links = within(canvasElement).getAllByRole('link');
    const configured = args.links.filter((l) => l.url !== '');
    await expect(links).toHaveLength(configured.length);
    for (const link of links)
      for (const [name, value] of Object.entries(externalLinkProps))
        await expect(link).toHaveAttribute(name, value);
  },
};

/** Nothing configured yet: nothing shown. */
export const NoneConfigured: Story = {
  args: { links: socialLinks.map((link) => ({ ...link, url: '' })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
