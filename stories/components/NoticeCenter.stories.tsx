import Button from '@mui/material/Button';
import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DocsFrame } from '../../.storybook/DocsPage';
import { NoticeCenter } from '../../src/components/NoticeCenter';
import { useNotify } from '../../src/notices/useNotify';

function CopyButton() {
  const notify = useNotify();
  return (
    <Button onClick={() => notify.success('Prompt copied!', 'Paste it into your AI assistant.')}>
      Copy prompt
    </Button>
  );
}

/** Resolves once nothing in `root` has changed for `ms` milliseconds (ten seconds at most). */
function quiet(root: HTMLElement, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, ms);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, ms);
    });
    const limit = setTimeout(done, 10_000);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(limit);
      resolve();
    }
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

const meta = preview.meta({
  title: 'Feedback/NoticeCenter',
  id: 'components-noticecenter',
  component: NoticeCenter,
  args: { reducedMotion: true, autoHideDuration: null, children: <CopyButton /> },
  parameters: {
    // Notices float at the screen's bottom corner: each story is framed on its Docs page so they show.
    docs: { frame: { height: 320, reason: 'notices float over the page' } satisfies DocsFrame },
    host: 'same',
  },
});

/** The page as it is before anyone asks for a notice: only its own content. */
export const Default = meta.story({
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy prompt' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByText('Prompt copied!')).toBeNull();
  },
});

/** Copy pressed four times in a row: three notices stack in the bottom-right corner, never more. */
export const ThreeAtMost = meta.story({
  play: async ({ canvasElement, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy prompt' });
    for (let i = 0; i < 4; i++) await userEvent.click(button);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => {
      const notices = page.getAllByText('Prompt copied!');
      expect(notices).toHaveLength(3);
      for (const notice of notices) expect(notice.getBoundingClientRect().height).toBeGreaterThan(0);
    });
    // The oldest slides out and the newest in on timers of their own, which a busy machine runs late:
    // the story ends once the page has held still for a while, with three notices left.
    await quiet(canvasElement.ownerDocument.body, 400);
    await expect(page.getAllByText('Prompt copied!')).toHaveLength(3);
  },
});
