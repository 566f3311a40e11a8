import preview from '../../.storybook/preview';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { pages } from '../../content/pages';
import { PageHeader } from '../../src/components/PageHeader';

const meta = preview.meta({
  title: 'Content cards/Layout/PageHeader',
  id: 'components-pageheader',
  component: PageHeader,
  args: { heading: pages.playbook.heading, eyebrow: pages.playbook.eyebrow, intro: pages.playbook.intro },
  parameters: { host: 'same' },
});

/** The words of a page's header, as the site gives them to PageHeader. */
const headerOf = ({ heading, eyebrow, intro }: { heading: string; eyebrow: string; intro: string }) => ({
  heading,
  eyebrow,
  intro,
});

/** The Playbook's header, with eyebrow, heading and intro: check the spacing between the three and the gradient behind them. */
export const Default = meta.story();

/** The heading alone: check the band still feels balanced without an eyebrow or intro. */
export const HeadingOnly = meta.story({ args: { eyebrow: undefined, intro: undefined } });

/** Centred text: check the heading and intro stay centred as they wrap. */
export const Centered = meta.story({ args: { align: 'center' } });

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
