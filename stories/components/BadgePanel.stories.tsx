import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hovered, tabbedTo } from '../../.storybook/states';
import { BadgePanel } from '../../src/components/badge/BadgePanel';
import { badgeEmbedCode } from '../../src/badge/embedCode';
import { acceptingClipboard, refusingClipboard } from '../promptFixtures';

const meta = preview.meta({
  title: 'Content cards/BadgePanel',
  id: 'components-badgepanel',
  component: BadgePanel,
  args: {
    pngUrl: '/founding-member-badge.png',
    svgUrl: '/founding-member-badge.svg',
    embedCode: badgeEmbedCode('https://womenloveai.theaiedit.example/founding-member-badge.png'),
  },
  parameters: { layout: 'padded', host: 'same' },
});

/** The badge and its three actions: check the buttons are centred under it and read as one filled and two outlined. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: /Founding Member badge/ })).toBeVisible();
    const png = canvas.getByRole('link', { name: 'Download PNG' });
    await expect(png).toHaveAttribute('href', args.pngUrl);
    await expect(png).toHaveAttribute('download', 'founding-member-badge.png');
    const svg = canvas.getByRole('link', { name: 'Download SVG' });
    await expect(svg).toHaveAttribute('href', args.svgUrl);
    await expect(svg).toHaveAttribute('download', 'founding-member-badge.svg');
    await expect(canvas.getByRole('button', { name: 'Copy Embed Code' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
});

/** Copy Embed Code pressed and the browser copied: check the success notice and its words. */
export const CopyEmbed = meta.story({
  args: { writeClipboard: fn(acceptingClipboard) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Embed Code' }));
    await expect(args.writeClipboard).toHaveBeenCalledWith(args.embedCode);
    // The notice shows in the site's snackbar, outside the story's canvas.
    await expect(await within(document.body).findByText('Embed code copied to clipboard!')).toBeVisible();
  },
});

/** The browser refused the clipboard: check the code box appears under the buttons, with its label and notice. */
export const CopyRefused = meta.story({
  args: { writeClipboard: refusingClipboard },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Embed Code' }));
    const code = await canvas.findByRole('textbox', { name: 'Embed code' });
    await expect(code).toHaveValue(args.embedCode);
    await expect(code).toHaveAttribute('readonly');
    await expect(await within(document.body).findByText('Copy the embed code below')).toBeVisible();
  },
});

/** The pointer over Download PNG: check the button darkens and its glow grows. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('a[download$=".png"]') });

/** Download PNG reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('link', 'Download PNG'),
});
