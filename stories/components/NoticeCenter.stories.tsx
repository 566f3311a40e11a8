import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DocsFrame } from '../../.storybook/DocsPage';
import type { Guidance } from '../../.storybook/guidance';
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

const meta = {
  title: 'Feedback/NoticeCenter',
  id: 'components-noticecenter',
  component: NoticeCenter,
  args: { reducedMotion: true, autoHideDuration: null, children: <CopyButton /> },
  parameters: {
    // Notices float at the screen's bottom corner: each story is framed on its Docs page so they show.
    docs: { frame: { height: 320, reason: 'notices float over the page' } satisfies DocsFrame },
    host: 'same',
    guidance: {
      use: [
        'Once, around the whole site: it is already in place, so a new page or form only has to show a notice.',
        'Around a story or a test that shows notices, so they appear where and as they do on the site.',
      ],
      avoid: [
        {
          when: 'A component wants its own place for notices.',
          instead:
            "Show them through the site's one NoticeCenter (useNotify): every notice then appears in the same corner.",
        },
        {
          when: 'A message must stay on the page.',
          instead:
            'Words in the page itself, as the forms do under their button; EventStatus for an event that is on or over.',
        },
      ],
      content: [
        'It has no words of its own: each notice brings its title and sentence (the forms take theirs from content/forms.ts).',
        'At most three notices at once: a fourth pushes out the oldest, so show one notice per action.',
        'Each notice stays four seconds: its title must be readable in that time, so keep it to a few words.',
      ],
      states: [
        { name: 'Empty', looks: 'Nothing on screen: only the page.' },
        {
          name: 'Showing',
          looks:
            'One to three Notices stacked in the bottom-right corner, over the page, each sliding in from the right.',
        },
        {
          name: 'Full',
          looks: 'With three showing, a new notice makes the oldest slide out.',
        },
        {
          name: 'Less motion',
          looks:
            'For visitors who ask their device for less motion, notices appear and go in place, without sliding.',
        },
      ],
      accessibility: {
        keyboard:
          "Nothing of its own to focus. Each notice's close cross comes after the page in the tab order (see Notice).",
        screenReader:
          'Nothing of its own is announced. Error notices are read out at once, the others when the screen reader is next idle (see Notice).',
        contrast: 'It draws nothing itself: Notice lists the contrast of each notice.',
      },
      status: {
        level: 'Stable',
        note: 'Wraps every page of both hosts; used by the forms, the founding badge and the prompt cards.',
      },
      engineering: [
        "AppProviders puts it around the app, with reducedMotion from the visitor's prefers-reduced-motion setting.",
        'The notice code (notistack and NoticeHost) is loaded only when a page can show a notice (a form, the badge, a prompt card), so the other pages do not carry it. useNotify() asks for it when its component mounts, so it is there before the visitor acts.',
        'Notices asked for before the code has arrived wait for it and then show.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NoticeCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it is before anyone asks for a notice: only its own content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy prompt' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByText('Prompt copied!')).toBeNull();
  },
};

/** Copy pressed four times in a row: three notices stack in the bottom-right corner, never more. */
export const ThreeAtMost: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy prompt' });
    for (let i = 0; i < 4; i++) await userEvent.click(button);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => {
      const notices = page.getAllByText('Prompt copied!');
      expect(notices).toHaveLength(3);
      for (const notice of notices) expect(notice.getBoundingClientRect().height).toBeGreaterThan(0);
    });
    // The oldest slides out and the newest in on timers of their own: the story ends once they rest.
    await new Promise((resolve) => setTimeout(resolve, 600));
  },
};
