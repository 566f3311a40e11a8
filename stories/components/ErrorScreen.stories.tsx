import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { hovered, tabbedTo } from '../../.storybook/states';
import { ErrorScreen } from '../../src/components/ErrorScreen';

const meta = {
  title: 'Feedback/ErrorScreen',
  id: 'components-errorscreen',
  component: ErrorScreen,
  args: { homeHref: '/', onRetry: fn() },
  parameters: {
    host: 'same',
  },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error page as visitors see it: heading, apology, 'Try again' and 'Return to Home'. */
export const Default: Story = {};
/** Without a way to retry: 'Return to Home' stands alone. */
export const WithoutRetry: Story = { args: { onRetry: undefined } };
/** With the technical detail the site shows only in development: judge the grey box under the buttons. */
export const WithDetail: Story = {
  args: { detail: "TypeError: Cannot read properties of undefined (reading 'title')" },
};

/** The pointer over both buttons: 'Try again' darkens, 'Return to Home' gets a faint fill and a solid border. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered(['button', 'a']) };

/** 'Try again' reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...tabbedTo('button', 'Try again'),
};
