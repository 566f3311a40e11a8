import type { Meta, StoryObj } from '@storybook/react-vite';
import { leadershipLabsForm } from '../../content/forms';
import { LeadershipLabsForm, type LeadershipLabsFormProps } from '../../src/forms/LeadershipLabsForm';
import { formStates } from './formStates';

/** The AI Leadership Labs application. */
const meta = {
  title: 'Forms/LeadershipLabsForm',
  component: LeadershipLabsForm,
  args: { copy: leadershipLabsForm },
} satisfies Meta<typeof LeadershipLabsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<NonNullable<LeadershipLabsFormProps['startWith']>>({
  copy: leadershipLabsForm,
  filled: {
    fullName: 'Grace Adeyemi',
    email: 'grace@harbour.example',
    jobTitle: 'Engineering Manager',
    company: 'Harbour Bank',
    linkedinUrl: 'https://linkedin.com/in/grace-adeyemi',
    currentGoals: 'Roll out coding assistants across three teams without losing quality.',
  },
  firstField: { label: 'Full name', value: 'Grace Adeyemi' },
});

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Invalid: Story = states.Invalid;
export const Submitting: Story = states.Submitting;
export const Success: Story = states.Success;
export const Failure: Story = states.Failure;
export const Duplicate: Story = states.Duplicate;
export const WaitingForApp: Story = states.WaitingForApp;
