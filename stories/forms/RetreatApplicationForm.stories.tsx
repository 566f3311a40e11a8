import type { Meta, StoryObj } from '@storybook/react-vite';
import { boardroomInterestForm, retreatApplicationForm } from '../../content/forms';
import { RetreatApplicationForm } from '../../src/forms/RetreatApplicationForm';
import { formExamples } from '../../src/forms/examples';
import { formStates } from './formStates';

/** The Autumn Retreat application (the Boardroom interest form is the same form with its own words). */
const meta = {
  title: 'Forms/RetreatApplicationForm',
  component: RetreatApplicationForm,
  args: { copy: retreatApplicationForm, eventName: 'Autumn Retreat 2025' },
} satisfies Meta<typeof RetreatApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates({ copy: retreatApplicationForm, form: formExamples.retreatApplication });

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Invalid: Story = states.Invalid;
export const Submitting: Story = states.Submitting;
export const Success: Story = states.Success;
export const Failure: Story = states.Failure;
export const Duplicate: Story = states.Duplicate;
export const WaitingForApp: Story = states.WaitingForApp;

/** The Boardroom Readiness interest form: the same form, its own words and event. */
export const BoardroomInterest: Story = {
  ...states.Empty,
  args: {
    copy: boardroomInterestForm,
    eventName: 'Boardroom Readiness Sessions',
    formId: 'boardroom-interest',
  },
};
