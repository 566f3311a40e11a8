import preview from '../../.storybook/preview';
import { externalLinkProps } from '../../src/ui/externalLink';
import Box from '@mui/material/Box';
import { expect, userEvent } from 'storybook/test';
import { desktopState, hovered } from '../../.storybook/states';
import { aboutText, socialLinks } from '../../content/about';
import { SocialLinks } from '../../src/components/SocialLinks';

const meta = preview.meta({
  title: 'Navigation/SocialLinks',
  id: 'components-sociallinks',
  component: SocialLinks,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, minHeight: 80 }}>
        <Story />
      </Box>
    ),
  ],
  args: { links: socialLinks, label: aboutText.socialHeading },
  parameters: { host: 'main-only' },
});

/** Only the profiles with an address: an unconfigured one is hidden rather than dead. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const links = canvas.getAllByRole('link');
    const configured = args.links.filter((l) => l.url !== '');
    await expect(links).toHaveLength(configured.length);
    for (const link of links)
      for (const [name, value] of Object.entries(externalLinkProps))
        await expect(link).toHaveAttribute(name, value);
  },
});

/** Nothing configured yet: nothing shown. */
export const NoneConfigured = meta.story({
  args: { links: socialLinks.map((link) => ({ ...link, url: '' })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

/** The pointer over the first button: judge the full pink border and the faint fill. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('li:first-child a') });

/** The first button reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvas }) => {
    const first = canvas.getAllByRole('link')[0];
    await userEvent.tab();
    await expect(first).toHaveFocus();
  },
});
