import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { BackLink } from '../../src/components/BackLink';
import { communityPaths } from '../../src/routing/paths';
import { mainHost } from './communityFixtures';

const meta = {
  title: 'Navigation/BackLink',
  id: 'components-backlink',
  component: BackLink,
  args: { href: '/', to: 'Home' },
  parameters: {
    layout: 'padded',
    host: 'same',
    guidance: {
      use: [
        'At the top of a page that sits inside a section, so a visitor can step back to the list it came from (an event back to Events).',
        'Above the page heading, before anything else on the page.',
      ],
      avoid: [
        {
          when: 'The page is a top-level page reached from the main menu.',
          instead: 'Nothing: the header already leads everywhere, and Breadcrumbs show deeper trails.',
        },
        { when: 'The way back is more than one level up.', instead: 'Breadcrumbs.' },
        { when: 'The action leaves the site.', instead: 'A button or a link that names the destination.' },
      ],
      content: [
        "Name the page it returns to, exactly as that page's heading or menu item reads: 'Back to Events'.",
        'The words "Back to" are added for you: give only the destination.',
        'One back link per page.',
      ],
      states: [
        { name: 'Default', looks: 'Link pink (pink 700), semibold, with a left arrow; no underline.' },
        { name: 'Hover', looks: 'Underlined, offset below the text.' },
        { name: 'Focus', looks: 'A 3 px solid pink 600 outline, 2 px off the text, with rounded corners.' },
      ],
      accessibility: {
        keyboard: 'Reached with Tab; Enter follows it.',
        screenReader: 'Announced as a link, "Back to Events". The arrow is decorative and hidden.',
        contrast:
          'Pink 700 on white is 7.59:1 (AAA). The pink 600 focus outline is 5.60:1 on white and 5.11:1 on the pink 50 top of a PageHeader.',
      },
      status: { level: 'Stable', note: 'Used on every event page.' },
    } satisfies Guidance,
  },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back to the home page, from a page one level down. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to Home' });
    await expect(link).toHaveAttribute('href', '/');
    // A page of this site: same tab.
    await expect(link).not.toHaveAttribute('target');
  },
};

/** Back to the events list, from an event's own page: the link crosses to the community section. */
export const ToEvents: Story = {
  args: { href: communityPaths.events(mainHost), to: 'Events' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to Events' })).toHaveAttribute(
      'href',
      args.href,
    );
  },
};
