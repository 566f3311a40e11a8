import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { NoticeBody } from '../../src/components/Notice';
import { useNotify } from '../../src/notices/useNotify';

const meta = {
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
  args: { severity: 'success', title: 'Registration submitted!' },
  parameters: {
    host: 'same',
    guidance: {
      use: [
        "Just after the visitor did something, to confirm it worked: 'Registration submitted!' once a form is sent, 'Embed code copied to clipboard!' after the founding badge's copy button.",
        "When that action failed and the visitor can do something about it: 'Something went wrong', 'Please try again later.'",
        "For news about the action that is neither success nor failure: 'You're already registered' when an email address has registered for the event before.",
      ],
      avoid: [
        {
          when: 'The message must stay until it is read or acted on, such as the outcome of a form.',
          instead:
            'Words in the page itself, as the forms do under their button: a notice goes after four seconds and only repeats them.',
        },
        { when: 'Saying whether an event is on now or has taken place.', instead: 'EventStatus.' },
        { when: 'A search or filter found nothing.', instead: 'PromptEmptyState.' },
      ],
      content: [
        "Title: a few words saying what happened, in the visitor's terms. Use the specification's words where it gives them (its error catalogue and success messages): 'Registration submitted!', 'Application submitted!', 'Something went wrong'.",
        "Description: optional, one sentence saying what happens next or what to do: \"We'll be in touch soon with next steps\", 'Please try again later.'",
        'Never show error codes or technical detail: say what the visitor can do instead.',
        'Keep both short: a notice is 356 px wide on tablets and desktops and shows for only four seconds.',
        "Friendly and calm, in British English. Good news may end with an exclamation mark ('Thank you for your enquiry!'); errors never do ('Registration failed. Please try again.').",
      ],
      states: [
        {
          name: 'Success',
          looks:
            'A green tick in a circle (success green) on the left; the title in medium weight and the sentence under it, both in neutral 900, on a white card with a 1 px neutral 200 border, 12 px corners and a medium shadow. The card stays white for every kind of notice: only the icon carries the colour, unlike the pale coloured panel of the message under a form.',
        },
        {
          name: 'Error',
          looks:
            'The same white card with a red warning icon (error red). Screen readers announce it at once.',
        },
        { name: 'Information', looks: "The same white card with a blue 'i' icon (info blue)." },
        {
          name: 'Title only',
          looks:
            'Without a description the title sits alone in regular weight, at the smaller body size (14 px).',
        },
        {
          name: 'Long text',
          looks:
            'Long titles and sentences wrap onto more lines and the card grows taller; its width stays 356 px.',
        },
        {
          name: 'Close cross: hover',
          looks: 'A faint grey square with rounded corners (black at 4%) appears behind the cross.',
        },
        {
          name: 'Close cross: keyboard focus',
          looks: 'The focus ring around the cross: a 2 px white gap, then a 3 px solid pink 600 ring.',
        },
        {
          name: 'Appearing and going',
          looks:
            'Slides in from the right edge and out again after four seconds; with the pointer over it, it waits, and goes two seconds after the pointer leaves. For visitors who ask for less motion it appears and goes in place.',
        },
        {
          name: 'On phones',
          looks: 'As wide as the screen, less a 16 px margin on each side.',
        },
      ],
      accessibility: {
        keyboard:
          'The close cross is reached with Tab and pressed with Enter or Space. Notices come after the footer in the tab order; Escape does nothing. Nothing depends on reaching them: each goes by itself.',
        screenReader:
          "Errors sit in an alert region and are read out at once; success and information notices sit in a status region and are read when the screen reader is next idle. The icon is hidden; the cross is announced as 'Close, button'.",
        contrast:
          'Text and cross, neutral 900 on the white card: 18.04:1 for every kind (AAA). Icons on white: success 5.38:1, error 6.54:1, information 6.09:1 (above the 3:1 asked of graphics). The focus ring, pink 600, is 5.60:1 against the white card.',
      },
      status: {
        level: 'Stable',
        note: "Used by every form (event registrations, applications, the partnership enquiry), the founding badge's Copy Embed Code, and a prompt card's 'Open in' menu.",
      },
      engineering: [
        'Pages never render Notice or NoticeBody themselves: they call useNotify() (or the NoticeCenter context), and NoticeHost shows a Notice.',
        "Notice is notistack's custom content: its wrapper carries role alert for errors and role status otherwise, while NoticeBody's Alert has role presentation, so a notice is not announced twice.",
        'NoticeBody is the face on its own, for these stories.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NoticeBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success notice with its sentence: judge the green icon, the title's weight and the card's shadow. */
export const Success: Story = {
  args: { description: "We'll be in touch soon with next steps", onClose: () => undefined },
};

/** The specification's error notice: the same card with the red warning icon. */
export const ErrorNotice: Story = {
  args: {
    severity: 'error',
    title: 'Something went wrong',
    description: 'Please try again later.',
    onClose: () => undefined,
  },
};

/** A notice with a title and no sentence: the title alone, in regular weight. */
export const TitleOnly: Story = {
  args: { severity: 'error', title: 'Registration failed. Please try again.', onClose: () => undefined },
};

/** An information notice with a longer sentence: the blue icon, and how two lines of text wrap. */
export const Info: Story = {
  args: {
    severity: 'info',
    title: "You're already registered",
    description: 'We already have a registration from this email address for this event.',
    onClose: () => undefined,
  },
};

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
export const Shown: Story = {
  render: () => <NoticeButtons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(await page.findByText('Thank you for your enquiry!')).toBeVisible();
  },
};

/** The pointer over the close cross: a faint grey square behind it. */
export const CloseHover: Story = {
  tags: ['desktop-only'],
  ...hovered('button'),
  args: { description: "We'll be in touch soon with next steps", onClose: fn() },
};

/** The close cross reached with the keyboard: the pink focus ring around it. */
export const CloseFocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  args: { description: "We'll be in touch soon with next steps", onClose: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};
