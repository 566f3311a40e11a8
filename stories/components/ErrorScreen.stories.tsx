import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorScreen } from '../../src/components/ErrorScreen';

const meta = {
  title: 'Components/ErrorScreen',
  component: ErrorScreen,
  args: { homeHref: '/', onRetry: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const WithDetail: Story = {
  args: { detail: "TypeError: Cannot read properties of undefined (reading 'title')" },
};
