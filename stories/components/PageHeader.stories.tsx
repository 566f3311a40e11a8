import preview from '../../.storybook/preview';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { expect } from 'storybook/test';
import { pages } from '../../content/pages';
import type { PageCopy } from '../../content/types';
import { scene } from '../../src/art/scenes';
import { PageHeader } from '../../src/components/PageHeader';

const meta = preview.meta({
  title: 'Content cards/Layout/PageHeader',
  id: 'components-pageheader',
  component: PageHeader,
  args: {
    heading: pages.playbook.heading,
    eyebrow: pages.playbook.eyebrow,
    intro: pages.playbook.intro,
    art: scene(pages.playbook.art),
  },
  parameters: { host: 'same' },
});

/** The words of a page's header, as the site gives them to PageHeader. */
const headerOf = ({
  heading,
  eyebrow,
  intro,
  art,
}: Pick<PageCopy, 'heading' | 'eyebrow' | 'intro' | 'art'>) => ({
  heading,
  eyebrow,
  intro,
  art: scene(art),
});

/**
 * The Playbook's header, with eyebrow, heading, intro and its picture: check the spacing between the
 * three, the picture filling the right half on wide screens and sitting small above the eyebrow on phones.
 */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    // The picture is decorative: the heading says what the page is about.
    await expect(canvasElement.querySelector('header [aria-hidden="true"] > svg')).not.toBeNull();
  },
});

/** Without a picture: check the words keep the band's left side and the gradient reads on its own. */
export const WithoutPicture = meta.story({ args: { art: undefined } });

/** The heading and picture alone: check the band still feels balanced without an eyebrow or intro. */
export const HeadingOnly = meta.story({ args: { eyebrow: undefined, intro: undefined } });

/** Centred text, for a header without a picture: check the heading and intro stay centred as they wrap. */
export const Centered = meta.story({ args: { align: 'center', art: undefined } });

/** The home page's header with its call to action: check the button's distance from the intro. */
export const WithActions = meta.story({
  args: {
    ...headerOf(pages.home),
    children: (
      <Button variant="contained" size="large" href="/find-prompt">
        Find A Prompt
      </Button>
    ),
  },
});
/** The events page's header with a link above the heading: check the link sits clear of the eyebrow. */
export const WithBackLink = meta.story({
  args: { ...headerOf(pages.events), above: <Link href="/">← Back to home</Link> },
});
