import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { pages } from '../../content/pages';
import { PageHeader } from '../../src/components/PageHeader';

const meta = {
  title: 'Content cards/Layout/PageHeader',
  id: 'components-pageheader',
  component: PageHeader,
  args: { heading: pages.playbook.heading, eyebrow: pages.playbook.eyebrow, intro: pages.playbook.intro },
  parameters: {
    host: 'same',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;

/** The words of a page's header, as the site gives them to PageHeader. */
const headerOf = ({ heading, eyebrow, intro }: { heading: string; eyebrow: string; intro: string }) => ({
  heading,
  eyebrow,
  intro,
});
type Story = StoryObj<typeof meta>;

/** The Playbook's header, with eyebrow, heading and intro: check the spacing between the three and the gradient behind them. */
export const Default: Story = {};

/** The heading alone: check the band still feels balanced without an eyebrow or intro. */
export const HeadingOnly: Story = { args: { eyebrow: undefined, intro: undefined } };

/** Centred text: check the heading and intro stay centred as they wrap. */
export const Centered: Story = { args: { align: 'center' } };

/** The home page's header with its call to action: check the button's distance from the intro. */
export const WithActions: Story = {
  args: {
    ...headerOf(pages.home),
    children: (
      <Button variant="contained" size="large" href="/find-prompt">
        Find A Prompt
      </Button>
    ),
  },
};
/** The events page's header with a link above the heading: check the link sits clear of the eyebrow. */
export const WithBackLink: Story = {
  args: { ...headerOf(pages.events), above: <Link href="/">← Back to home</Link> },
};
