import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { pages } from '../../content/pages';
import { PageHeader } from '../../src/components/PageHeader';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { heading: pages.playbook.heading, eyebrow: pages.playbook.eyebrow, intro: pages.playbook.intro },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HeadingOnly: Story = { args: { eyebrow: undefined, intro: undefined } };
export const Centered: Story = { args: { align: 'center' } };
export const WithActions: Story = {
  args: {
    ...pages.home,
    children: (
      <Button variant="contained" size="large" href="/find-prompt">
        Find A Prompt
      </Button>
    ),
  },
};
export const WithBackLink: Story = {
  args: { ...pages.events, above: <Link href="/">← Back to home</Link> },
};
