import type { Meta, StoryObj } from '@storybook/react-vite';
import { leadershipLabsForm } from '../../content/forms';
import { LeadershipLabsForm } from '../../src/forms/LeadershipLabsForm';
import { formExamples } from '../../src/forms/examples';
import { formStates } from './formStates';

/** The AI Leadership Labs application. */
const meta = {
  title: 'Forms/LeadershipLabsForm',
  component: LeadershipLabsForm,
  args: { copy: leadershipLabsForm },
} satisfies Meta<typeof LeadershipLabsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates({ copy: leadershipLabsForm, form: formExamples.leadershipLabs });

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Invalid: Story = states.Invalid;
export const Submitting: Story = states.Submitting;
export const Success: Story = states.Success;
export const Failure: Story = states.Failure;
export const Duplicate: Story = states.Duplicate;
export const WaitingForApp: Story = states.WaitingForApp;
