import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DocsFrame } from '../../.storybook/DocsPage';
import type { Guidance } from '../../.storybook/guidance';
import { NoticeHost } from '../../src/components/NoticeHost';

const meta = {
  title: 'Internal/NoticeHost',
  id: 'components-noticehost',
  component: NoticeHost,
  args: {
    reducedMotion: true,
    // Notices stay until closed, so there is time to look at them.
    autoHideDuration: null,
    onReady: (show) => show('Embed code copied to clipboard!', { variant: 'success' }),
  },
  parameters: {
    // Notices float at the screen's bottom corner: each story is framed on its Docs page so they show.
    docs: { frame: { height: 320, reason: 'notices float over the page' } satisfies DocsFrame },
    host: 'same',
    guidance: {
      use: [
        'Never placed on a page by hand: NoticeCenter brings it in the first time a page can show a notice.',
        "In Storybook, to check that notices appear with the site's settings: bottom right, three at most, four seconds each.",
      ],
      avoid: [
        {
          when: 'A page or form needs to show a notice.',
          instead:
            'Show it through NoticeCenter (useNotify in the component); NoticeCenter brings NoticeHost in.',
        },
        {
          when: 'Judging how a notice looks.',
          instead: 'Notice, which shows each kind of notice on its own.',
        },
      ],
      content: [
        'It carries no words of its own: titles and sentences come from whatever shows the notice.',
        "It fixes the specification's toast settings for the whole site: bottom-right corner, at most three visible, four seconds each.",
      ],
      states: [
        { name: 'Waiting', looks: 'Nothing on screen until the first notice is shown.' },
        { name: 'Showing', looks: 'One to three Notices stacked in the bottom-right corner.' },
        { name: 'Less motion', looks: 'Notices appear and go in place instead of sliding.' },
      ],
      accessibility: {
        keyboard: "Nothing of its own to focus; each notice's close cross is reached with Tab (see Notice).",
        screenReader:
          'Nothing of its own is announced; each notice is announced as Notice describes (errors at once, the others politely).',
        contrast: 'Not applicable: it draws nothing itself. Notice lists the contrast of each notice.',
      },
      status: {
        level: 'Internal',
        note: 'Loaded behind the scenes by NoticeCenter on every page that can show a notice. Designers sign off Notice, not this.',
      },
      engineering: [
        "notistack's SnackbarProvider with maxSnack 3, autoHideDuration 4000 ms, anchorOrigin bottom right, and Notice as the content of every variant.",
        'NoticeCenter loads it lazily, so pages that never show a notice do not carry notistack.',
        'onReady hands NoticeCenter the function that shows a notice; notices asked for before then wait for it.',
        'reducedMotion sets the enter and exit transitions to 0 ms.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NoticeHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Once in place, the host says so, and the first notice shows at the bottom right. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Embed code copied to clipboard!')).toBeVisible();
  },
};

/** An error notice is announced at once (role alert). */
export const ShowsAnError: Story = {
  args: {
    onReady: (show) =>
      show('Something went wrong', { variant: 'error', description: 'Please try again later.' }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};
