import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import type { DocsFrame } from '../../.storybook/DocsPage';
import { NoticeHost } from '../../src/components/NoticeHost';

const meta = preview.meta({
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
  },
});

/** Once in place, the host says so, and the first notice shows at the bottom right. */
export const Ready = meta.story({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Embed code copied to clipboard!')).toBeVisible();
  },
});

/** An error notice is announced at once (role alert). */
export const ShowsAnError = meta.story({
  args: {
    onReady: (show) =>
      show('Something went wrong', { variant: 'error', description: 'Please try again later.' }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent('Something went wrong');
  },
});
