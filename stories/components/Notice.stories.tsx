import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NoticeBody } from '../../src/components/Notice';
import { useNotify } from '../../src/notices/useNotify';

const meta = {
  title: 'Components/Notice',
  component: NoticeBody,
  decorators: [
    (Story) => (
      <Stack sx={{ p: 3, maxWidth: 420 }}>
        <Story />
      </Stack>
    ),
  ],
  args: { severity: 'success', title: 'Registration submitted!' },
} satisfies Meta<typeof NoticeBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { description: "We'll be in touch soon with next steps", onClose: () => undefined },
};

export const ErrorNotice: Story = {
  args: {
    severity: 'error',
    title: 'Something went wrong',
    description: 'Please try again later.',
    onClose: () => undefined,
  },
};

export const TitleOnly: Story = {
  args: { severity: 'error', title: 'Registration failed. Please try again.', onClose: () => undefined },
};

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

/** Through the site's one SnackbarProvider: bottom right, three at most, gone after four seconds. */
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
