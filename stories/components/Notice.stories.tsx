import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hovered, tabbedTo } from '../../.storybook/states';
import { NoticeBody } from '../../src/components/Notice';
import { useNotify } from '../../src/notices/useNotify';

const meta = preview.meta({
  title: 'Feedback/Notice',
  id: 'components-notice',
  component: NoticeBody,
  decorators: [
    (Story) => (
      <Stack sx={{ p: 3, maxWidth: 420 }}>
        <Story />
      </Stack>
    ),
  ],
  args: { severity: 'success' as const, title: 'Registration submitted!' },
  parameters: { host: 'same' },
});

/** A success notice with its sentence: judge the green icon, the title's weight and the card's shadow. */
export const Success = meta.story({
  args: { description: "We'll be in touch soon with next steps", onClose: () => undefined },
});

/** The specification's error notice: the same card with the red warning icon. */
export const ErrorNotice = meta.story({
  args: {
    severity: 'error',
    title: 'Something went wrong',
    description: 'Please try again later.',
    onClose: () => undefined,
  },
});

/** A notice with a title and no sentence: the title alone, in regular weight. */
export const TitleOnly = meta.story({
  args: { severity: 'error', title: 'Registration failed. Please try again.', onClose: () => undefined },
});

/** An information notice with a longer sentence: the blue icon, and how two lines of text wrap. */
export const Info = meta.story({
  args: {
    severity: 'info',
    title: "You're already registered",
    description: 'We already have a registration from this email address for this event.',
    onClose: () => undefined,
  },
});

function NoticeButtons() {
  const notify = useNotify();
  return (
    <Stack direction="row" spacing={2}>
      <Button onClick={() => notify.success('Thank you for your enquiry!', "We'll get back to you soon.")}>
        Show success
      </Button>
      <Button onClick={() => notify.error('Something went wrong', 'Please try again later.')}>
        Show error
      </Button>
    </Stack>
  );
}

/** Notices as the site shows them: press a button to see one at the bottom right, where at most three stack and each goes after four seconds. */
export const Shown = meta.story({
  render: () => <NoticeButtons />,
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(await page.findByText('Thank you for your enquiry!')).toBeVisible();
  },
});

/** The pointer over the close cross: a faint grey square behind it. */
export const CloseHover = meta.story({
  tags: ['desktop-only'],
  ...hovered('button'),
  args: { description: "We'll be in touch soon with next steps", onClose: fn() },
});

/** The close cross reached with the keyboard: the pink focus ring around it. */
export const CloseFocusVisible = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('button', 'Close'),
  args: { description: "We'll be in touch soon with next steps", onClose: fn() },
});
