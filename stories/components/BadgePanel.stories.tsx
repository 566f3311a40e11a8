import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { BadgePanel } from '../../src/components/badge/BadgePanel';
import { badgeEmbedCode } from '../../src/badge/embedCode';
import { acceptingClipboard, refusingClipboard } from '../promptFixtures';

const meta = {
  title: 'Content cards/BadgePanel',
  id: 'components-badgepanel',
  component: BadgePanel,
  args: {
    pngUrl: '/founding-member-badge.png',
    svgUrl: '/founding-member-badge.svg',
    embedCode: badgeEmbedCode('https://womenloveai.theaiedit.example/founding-member-badge.png'),
  },
  parameters: {
    layout: 'padded',
    host: 'same',
    guidance: {
      use: [
        'On the Founding 20 page, so a founding member can take the badge away: as an image file, or as code for her own website.',
        'Under a section heading and a short intro that say who the badge is for.',
      ],
      avoid: [
        {
          when: 'You only want to show the badge, with nothing to download.',
          instead: 'FoundingBadge on its own.',
        },
        {
          when: 'The download is a document, such as a guide or a template.',
          instead: 'ResourceCard, which opens the PDF.',
        },
      ],
      content: [
        'Button labels exactly as the specification gives them, in title case: “Download PNG”, “Download SVG”, “Copy Embed Code”.',
        'The files are named founding-member-badge.png and founding-member-badge.svg.',
        'The embed code is one image tag: 300 × 300, round, with the brand’s pink glow, and alt text naming the badge (“Women Love AI Founding Member badge: The First 20, Est. 2025”).',
        'After copying, the notice reads “Embed code copied to clipboard!”, as the specification words it.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'The badge at 300 px, centred, with three pill buttons under it: Download PNG filled in brand pink (pink 600, white text), the other two outlined in pink 600. On phones the buttons stack, full width.',
        },
        {
          name: 'Hover',
          looks:
            'Download PNG darkens to pink 800 and its pink glow grows; an outlined button’s border turns solid pink 600 with a faint pink wash.',
        },
        {
          name: 'Focus',
          looks:
            'The focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the focused button. On Download PNG it takes the place of the soft glow.',
        },
        {
          name: 'Copied',
          looks: 'A success notice, “Embed code copied to clipboard!”; the panel itself does not change.',
        },
        {
          name: 'Copy refused',
          looks:
            'The browser would not copy: an information notice, “Copy the embed code below”, and under the buttons a read-only box labelled “Embed code” holding the code in monospace, on a neutral 50 surface with a neutral 200 border. Focusing the box selects all of it.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab moves through Download PNG, Download SVG and Copy Embed Code; Enter follows a download link, Enter or Space presses Copy Embed Code. After a refused copy, Tab reaches the code box, which selects its text for copying.',
        screenReader:
          'The badge is one image, “Founding Member badge: The First 20, Est. 2025”. The downloads are links (“Download PNG”, “Download SVG”), Copy Embed Code is a button, and the notices are announced as they appear. The code box is a read-only text field named “Embed code”.',
        contrast:
          'Download PNG: white on pink 600 is 5.60:1 (white on pink 800 when hovered, 10.33:1). Outlined labels in pink 600: 5.60:1 on white, 5.31:1 on the page’s tinted band (neutral 50). The code: neutral 900 on neutral 50, 17.10:1. The resting outline is 2.42:1. The focus ring, pink 600, is 5.60:1 against white and 5.31:1 on the tinted band.',
      },
      status: {
        level: 'Stable',
        note: 'Used once, in the badge section of the Founding 20 page, on both hosts.',
      },
      engineering: [
        'Both files are made at build time from the same SVG drawing as the on-page badge, so the three always match.',
        'A tap on Copy Embed Code before the page’s app has started is copied by the page’s head script (the button carries the code in a data attribute); once the app starts, the panel shows that copy’s notice.',
        '`writeClipboard` exists so stories and tests can stand in for the browser’s clipboard.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof BadgePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge and its three actions: check the buttons are centred under it and read as one filled and two outlined. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('img', { name: /Founding Member badge/ })).toBeVisible();
    const png = panel.getByRole('link', { name: 'Download PNG' });
    await expect(png).toHaveAttribute('href', args.pngUrl);
    await expect(png).toHaveAttribute('download', 'founding-member-badge.png');
    const svg = panel.getByRole('link', { name: 'Download SVG' });
    await expect(svg).toHaveAttribute('href', args.svgUrl);
    await expect(svg).toHaveAttribute('download', 'founding-member-badge.svg');
    await expect(panel.getByRole('button', { name: 'Copy Embed Code' })).toBeVisible();
    await expect(panel.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Copy Embed Code pressed and the browser copied: check the success notice and its words. */
export const CopyEmbed: Story = {
  args: { writeClipboard: fn(acceptingClipboard) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy Embed Code' }));
    await expect(args.writeClipboard).toHaveBeenCalledWith(args.embedCode);
    // The notice shows in the site's snackbar, outside the story's canvas.
    await expect(await within(document.body).findByText('Embed code copied to clipboard!')).toBeVisible();
  },
};

/** The browser refused the clipboard: check the code box appears under the buttons, with its label and notice. */
export const CopyRefused: Story = {
  args: { writeClipboard: refusingClipboard },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Copy Embed Code' }));
    const code = await panel.findByRole('textbox', { name: 'Embed code' });
    await expect(code).toHaveValue(args.embedCode);
    await expect(code).toHaveAttribute('readonly');
    await expect(await within(document.body).findByText('Copy the embed code below')).toBeVisible();
  },
};

/** The pointer over Download PNG: check the button darkens and its glow grows. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a[download$=".png"]') };

/** Download PNG reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Download PNG' })).toHaveFocus();
  },
};
