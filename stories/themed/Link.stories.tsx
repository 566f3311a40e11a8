import preview from '../../.storybook/preview';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { hovered } from '../../.storybook/states';
import { visuallyHidden } from '../../src/ui/visuallyHidden';
import { choice, described, stacked, Row, Sample, words } from './layout';

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

const meta = preview.meta({
  title: 'Navigation/Themed MUI/Link',
  id: 'themed-link',
  component: Link,
  args: { children: 'Read More', href: '/about', underline: 'hover' },
  argTypes: {
    children: words(
      'The words of the link: they say where it goes, e.g. "Read More" under the resources, or a section\'s name in a table of contents.',
    ),
    href: words(
      'Where it goes: a path of this site ("/about"), a section of the page ("#glossary"), or another site\'s address, which then opens in a new tab.',
    ),
    underline: choice(
      ['hover', 'always', 'none'],
      'hover',
      "When the underline shows: only on hover (the theme's default, used everywhere on the site), always, or never (for links that look like something else, such as the logo).",
    ),
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's text link as the site's theme draws it: link pink (pink 700) in a medium weight, underlined only while the pointer is over it, with the underline set a little below the letters. Keyboard focus draws a 3 px pink 400 outline 2 px off the text, with softly rounded corners. Components restyle it where the surface needs it: semibold with an icon for back and profile links, white on the dark footer.",
      },
    },
  },
});

/** The links the site shows: in text, in a contents list, with an icon, and on the dark footer. */
export const OnTheSite = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
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
    </>
  ),
});

/** One link driven by the controls: try its words and when its underline shows. */
export const Playground = meta.story({
  render: (args) => (
    <Typography variant="body1">
      <Link {...args} />
    </Typography>
  ),
});

/** The three underline settings side by side: the site keeps the theme's "hover". */
export const Underline = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
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
  ),
});

const linkStates = hovered('.sample-hover');

/** A link in each state side by side, on white and on the dark footer: default, hover and keyboard focus. */
export const States = meta.story({
  tags: ['desktop-only'],
  ...linkStates,
  globals: { pseudo: { hover: '.sample-hover', focusVisible: '.sample-focus' } },
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
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
    </>
  ),
});
