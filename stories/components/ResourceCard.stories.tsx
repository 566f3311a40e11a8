import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { ResourceCard } from '../../src/components/ResourceCard';
import { resourceCards } from '../siteFixtures';

const [guide, template, tools, analysis] = resourceCards;

const meta = {
  title: 'Components/ResourceCard',
  component: ResourceCard,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 380 }}>
        <Story />
      </Box>
    ),
  ],
  args: guide,
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guide: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Get Guide/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const Template: Story = { args: template };
export const Tools: Story = { args: tools };
export const Analysis: Story = { args: analysis };
export const OtherType: Story = {
  args: { ...guide, type: 'Checklist', title: 'Meeting Notes Checklist' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /^View Resource/ })).toBeVisible();
  },
};
export const LongText: Story = {
  args: {
    ...guide,
    title: 'The Complete, Unabridged and Thoroughly Practical Field Guide to Prompting at Work',
    description:
      'Everything from first prompts to reusable templates, with worked examples for email, reports, research, planning, meetings and presentations, plus a checklist to keep beside your keyboard.',
  },
};
export const WithoutIcon: Story = { args: { ...guide, icon: undefined } };
