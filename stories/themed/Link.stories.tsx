import type { Meta, StoryObj } from '@storybook/react-vite';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Guidance } from '../../.storybook/guidance';
import { hovered } from '../../.storybook/states';
import { visuallyHidden } from '../../src/ui/visuallyHidden';
import { described, Frame, Row, Sample } from './layout';

const profileUrl = 'https://www.linkedin.com/in/imogen-hartwell-sample/';

/** The dark band of the footer, for links on the inverse surface. */
function OnDark({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        bgcolor: 'surface.inverse',
        color: 'surface.onInverse',
        p: 3,
        borderRadius: 3,
        width: '100%',
        // Captions of the samples in the dark band, light enough to read there.
        '& .MuiTypography-caption': { color: 'surface.onInverseMuted' },
      }}
    >
      {children}
    </Box>
  );
}

const footerLinkSx = {
  color: 'surface.onInverse',
  fontWeight: 500,
  '&:hover': { color: 'surface.linkOnInverse' },
} as const;

const meta = {
  title: 'Navigation/Themed MUI/Link',
  id: 'themed-link',
  component: Link,
  args: { children: 'Read More', href: '/about', underline: 'hover' },
  argTypes: {
    children: {
      control: 'text',
      description:
        'The words of the link: they say where it goes, e.g. "Read More" under the resources, or a section\'s name in a table of contents.',
    },
    href: {
      control: 'text',
      description:
        'Where it goes: a path of this site ("/about"), a section of the page ("#glossary"), or another site\'s address, which then opens in a new tab.',
    },
    underline: {
      control: 'inline-radio',
      options: ['hover', 'always', 'none'],
      description:
        "When the underline shows: only on hover (the theme's default, used everywhere on the site), always, or never (for links that look like something else, such as the logo).",
      table: { defaultValue: { summary: 'hover' } },
    },
  },
  parameters: {
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's text link as the site's theme draws it: link pink (pink 700) in a medium weight, underlined only while the pointer is over it, with the underline set a little below the letters. Keyboard focus draws a 3 px pink 400 outline 2 px off the text, with softly rounded corners. Components restyle it where the surface needs it: semibold with an icon for back and profile links, white on the dark footer.",
      },
    },
    guidance: {
      use: [
        'To lead to another page or another part of a page from inside text or a list: "Read More", a table of contents, a profile.',
        'For a way on that should not compete with the buttons around it.',
      ],
      avoid: [
        { when: 'The visitor is starting an action (sending, copying, downloading).', instead: 'Button.' },
        {
          when: 'It leads back up to the section the page belongs to.',
          instead: 'BackLink, or Breadcrumbs for a deeper trail.',
        },
        {
          when: 'It is one of the header or footer menus.',
          instead: 'NavListLink or the Header and Footer, which style their own links.',
        },
      ],
      content: [
        'Say where the link goes, so it makes sense read on its own: "Read More" only where the heading above names the subject.',
        'Never "click here".',
        'A link to another site opens in a new tab, shows the open-in-new icon and tells screen readers "(opens in a new tab)".',
        'Keep the specification\'s wording: "Read More", "Back to Home".',
      ],
      states: [
        { name: 'Default', looks: 'Link pink (pink 700), medium weight (500), no underline.' },
        { name: 'Hover', looks: 'Underlined in the text colour, 0.2 em below the letters.' },
        {
          name: 'Keyboard focus',
          looks: 'A 3 px pink 400 outline, 2 px off the text, with 6 px rounded corners.',
        },
        {
          name: 'On the dark footer',
          looks:
            'White (surface.onInverse); on hover pale pink (pink 200) and underlined; focus keeps the pink 400 outline.',
        },
        {
          name: 'Current page',
          looks: 'Footer links mark the current page for screen readers only; it looks the same.',
        },
      ],
      accessibility: {
        keyboard: 'Tab reaches it; Enter follows it.',
        screenReader:
          'Announced as a link by its words. Icons are hidden; a link to another site adds "(opens in a new tab)" in hidden text.',
        contrast:
          'Pink 700 on white is 7.59:1 (AAA) and on the pale pink sections (pink 50) 6.93:1. On the dark footer, white is 18.04:1 and pink 200 11.98:1. The focus outline (pink 400) is 2.99:1 against white, just under the 3:1 a focus indicator should reach, and 6.03:1 against the dark footer.',
      },
      status: {
        level: 'Stable',
        note: "Across the site: the resources page, the playbook's contents, profiles, back links, breadcrumbs and the footer.",
      },
      engineering: [
        "The color prop has no effect: the theme's root override sets text.link after MUI's colour rules. Change a link's colour with sx, as the footer does.",
        'Every Link is a plain anchor: each page of the site is a document of its own, and the browser moves between them (prerendering the likely next one where it can).',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The links the site shows: in text, in a contents list, with an icon, and on the dark footer. */
export const OnTheSite: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <Row label="On its own under a section" note="The resources page.">
        <Link href="/about">Read More</Link>
      </Row>
      <Row label="In a list" note="The playbook's table of contents.">
        <Box component="ol" sx={{ m: 0, pl: 3, '& li': { py: 0.5 } }}>
          <li>
            <Link href="/playbook#glossary" sx={{ fontWeight: 500 }}>
              Glossary
            </Link>
          </li>
          <li>
            <Link href="/playbook#what-is-ai" sx={{ fontWeight: 500 }}>
              What is AI?
            </Link>
          </li>
          <li>
            <Link href="/playbook#how-ai-learns" sx={{ fontWeight: 500 }}>
              How AI learns
            </Link>
          </li>
        </Box>
      </Row>
      <Row
        label="With an icon, semibold"
        note="Back links above a page's heading, and profile links under a bio."
      >
        <Link href="/" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
          <ArrowBackRounded fontSize="small" aria-hidden="true" />
          Back to Home
        </Link>
        <Link
          href={profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          LinkedIn
          <Box component="span" sx={visuallyHidden}>
            {' profile of Imogen Hartwell (opens in a new tab)'}
          </Box>
          <OpenInNewRounded fontSize="small" aria-hidden="true" />
        </Link>
      </Row>
      <Row label="On the dark footer" note="White, turning pale pink on hover.">
        <OnDark>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
            <li>
              <Link href="/find-prompt" sx={footerLinkSx}>
                Prompt Hub
              </Link>
            </li>
            <li>
              <Link href="/podcast" sx={footerLinkSx}>
                Podcast
              </Link>
            </li>
            <li>
              <Link href="/about" sx={footerLinkSx}>
                About
              </Link>
            </li>
          </Box>
        </OnDark>
      </Row>
    </Frame>
  ),
};

/** One link driven by the controls: try its words and when its underline shows. */
export const Playground: Story = {
  render: (args) => (
    <Frame>
      <Typography variant="body1">
        <Link {...args} />
      </Typography>
    </Frame>
  ),
};

/** The three underline settings side by side: the site keeps the theme's "hover". */
export const Underline: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <Row label="Underline">
        <Sample label="On hover (the site's links)">
          <Link href="/about">Read More</Link>
        </Sample>
        <Sample label="Always">
          <Link href="/about" underline="always">
            Read More
          </Link>
        </Sample>
        <Sample label="Never">
          <Link href="/about" underline="none">
            Read More
          </Link>
        </Sample>
      </Row>
    </Frame>
  ),
};

const linkStates = hovered('.sample-hover');

/** A link in each state side by side, on white and on the dark footer: default, hover and keyboard focus. */
export const States: Story = {
  tags: ['desktop-only'],
  ...linkStates,
  parameters: { ...linkStates.parameters, pseudo: { hover: '.sample-hover', focusVisible: '.sample-focus' } },
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <Row label="On white">
        <Sample label="Default">
          <Link href="/about">Read More</Link>
        </Sample>
        <Sample label="Hover">
          <Link href="/about" className="sample-hover">
            Read More
          </Link>
        </Sample>
        <Sample label="Keyboard focus">
          <Link href="/about" className="sample-focus">
            Read More
          </Link>
        </Sample>
      </Row>
      <Row label="On the dark footer">
        <OnDark>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            <Sample label="Default">
              <Link href="/podcast" sx={footerLinkSx}>
                Podcast
              </Link>
            </Sample>
            <Sample label="Hover">
              <Link href="/podcast" sx={footerLinkSx} className="sample-hover">
                Podcast
              </Link>
            </Sample>
            <Sample label="Keyboard focus">
              <Link href="/podcast" sx={footerLinkSx} className="sample-focus">
                Podcast
              </Link>
            </Sample>
          </Box>
        </OnDark>
      </Row>
    </Frame>
  ),
};
