import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlyAt } from '../../.storybook/modes';
import { NotFound } from '../../src/components/NotFound';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
  args: { homeHref: '/' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPath: Story = { args: { path: '/women-love-ai/evnts' } };
export const LongPath: Story = {
  args: { path: '/find-prompt/marketing/content-creation/linkedin-posts-for-a-product-launch-next-quarter' },
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  globals: { viewport: { value: 'mobile' } },
};
