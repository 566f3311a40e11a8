import preview from '../../.storybook/preview';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { expect, within } from 'storybook/test';
import { communityPageText, founding20Text, manifesto } from '../../content/community';
import { site } from '../../content/site';
import { PageSection } from '../../src/components/PageSection';

const paragraphs = (texts: readonly string[]) => (
  <Stack spacing={2.5}>
    {texts.map((text) => (
      <Typography key={text} variant="body1">
        {text}
      </Typography>
    ))}
  </Stack>
);

const meta = preview.meta({
  title: 'Content cards/Layout/PageSection',
  id: 'components-pagesection',
  component: PageSection,
  args: { heading: manifesto.heading, width: 'md' as const, children: paragraphs(manifesto.paragraphs) },
  parameters: { host: 'same' },
});

/** The community manifesto on a plain band, at reading width: check the heading's spacing above the text. */
export const Plain = meta.story({
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: args.heading });
    await expect(within(section).getByRole('heading', { level: 2, name: args.heading })).toBeVisible();
  },
});

/** A tinted band sets the section apart from its neighbours: check the pale grey and its edges are visible but quiet. */
export const Tint = meta.story({
  args: {
    heading: communityPageText.slackHeading,
    tone: 'tint',
    children: paragraphs([communityPageText.slackText]),
  },
  play: async ({ canvasElement, canvas, args }) => {
    const section = canvas.getByRole('region', { name: args.heading });
    // An unstyled section has no background of its own; the tinted band must differ from it.
    const plain = document.createElement('section');
    canvasElement.append(plain);
    const none = getComputedStyle(plain).backgroundColor;
    plain.remove();
    await expect(getComputedStyle(section).backgroundColor).not.toBe(none);
  },
});

/** Eyebrow, heading and intro at full width: check the three read in order with even spacing. */
export const WithIntroAndEyebrow = meta.story({
  args: {
    eyebrow: site.communityName,
    heading: founding20Text.membersHeading,
    intro: founding20Text.membersIntro,
    width: 'lg',
    id: 'founding-members',
    children: paragraphs([founding20Text.badgeIntro]),
  },
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: args.heading });
    await expect(section).toHaveAttribute('id', 'founding-members');
    const eyebrow = within(section).getByText(site.communityName);
    const heading = within(section).getByRole('heading', { level: 2, name: args.heading });
    // The eyebrow comes before the heading, in reading order as on screen.
    await expect(eyebrow.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(within(section).getByText(founding20Text.membersIntro)).toBeVisible();
  },
});
