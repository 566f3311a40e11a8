import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
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

const meta = {
  title: 'Content cards/Layout/PageSection',
  id: 'components-pagesection',
  component: PageSection,
  args: { heading: manifesto.heading, width: 'md', children: paragraphs(manifesto.paragraphs) },
  parameters: {
    host: 'same',
    guidance: {
      use: [
        'For each part of a page below its PageHeader, so every part has a heading a reader can find.',
        'Alternate plain and tinted bands to set neighbouring sections apart, as the Playbook and community pages do.',
        'With an id when other pages or a contents list link straight to the section (the Playbook’s “#glossary”).',
      ],
      avoid: [
        {
          when: 'It is the first block of the page, holding the page title.',
          instead: 'PageHeader.',
        },
        {
          when: 'You need a smaller heading inside a section.',
          instead: 'A Typography heading one level down (h3) inside the section’s content.',
        },
      ],
      content: [
        'Heading: short and specific, in sentence case as the page copy writes it (“Why I started The AI Edit”, “Meet the Founding 20”).',
        'Intro: one or two sentences that say what the section offers; it wraps at about 60 characters a line.',
        'Eyebrow: only where it places the section (“Women Love AI”); most sections need none.',
        'Use width “md” for reading text and “lg” for grids of cards.',
      ],
      states: [
        {
          name: 'Plain',
          looks:
            'No background of its own (white on the page); the heading in the display face (Fredoka, 28 to 40 px as the screen widens) in text primary (neutral 900). 48 px of padding above and below on phones, 72 px from medium screens up.',
        },
        {
          name: 'Tint',
          looks:
            'A pale band in surface subtle (neutral 50) with a 1 px divider (neutral 200) along its top and bottom edges.',
        },
        {
          name: 'With intro and eyebrow',
          looks:
            'The eyebrow in small capitals in link pink (pink 700) above the heading, and the intro in text secondary (neutral 600) under it, before the content.',
        },
        {
          name: 'Reached by a link',
          looks:
            'A link to its id scrolls it to just under the fixed site header (88 px of room), so the heading is not hidden.',
        },
      ],
      accessibility: {
        keyboard:
          'Nothing of its own to focus; links or buttons inside are reached with Tab in reading order.',
        screenReader:
          'A region landmark named by its heading, which is a level 2 heading, so the section can be found both from the landmarks list and from the headings list. The eyebrow is read before the heading.',
        contrast:
          'Plain (white): heading 18.04:1, intro (neutral 600) 7.58:1, eyebrow (pink 700) 7.59:1. Tint (neutral 50): 17.10:1, 7.18:1 and 7.20:1.',
      },
      status: {
        level: 'Stable',
        note: 'Used on most pages: home, about, community, Founding 20, each event page, tools, podcast and the Playbook.',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The community manifesto on a plain band, at reading width: check the heading's spacing above the text. */
export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: args.heading });
    await expect(within(section).getByRole('heading', { level: 2, name: args.heading })).toBeVisible();
  },
};

/** A tinted band sets the section apart from its neighbours: check the pale grey and its edges are visible but quiet. */
export const Tint: Story = {
  args: {
    heading: communityPageText.slackHeading,
    tone: 'tint',
    children: paragraphs([communityPageText.slackText]),
  },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: args.heading });
    // An unstyled section has no background of its own; the tinted band must differ from it.
    const plain = document.createElement('section');
    canvasElement.append(plain);
    const none = getComputedStyle(plain).backgroundColor;
    plain.remove();
    await expect(getComputedStyle(section).backgroundColor).not.toBe(none);
  },
};

/** Eyebrow, heading and intro at full width: check the three read in order with even spacing. */
export const WithIntroAndEyebrow: Story = {
  args: {
    eyebrow: site.communityName,
    heading: founding20Text.membersHeading,
    intro: founding20Text.membersIntro,
    width: 'lg',
    id: 'founding-members',
    children: paragraphs([founding20Text.badgeIntro]),
  },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: args.heading });
    await expect(section).toHaveAttribute('id', 'founding-members');
    const eyebrow = within(section).getByText(site.communityName);
    const heading = within(section).getByRole('heading', { level: 2, name: args.heading });
    // The eyebrow comes before the heading, in reading order as on screen.
    await expect(eyebrow.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(within(section).getByText(founding20Text.membersIntro)).toBeVisible();
  },
};
