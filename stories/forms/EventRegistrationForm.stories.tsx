import type { Meta, StoryObj } from '@storybook/react-vite';
import { eventRegistrationForm } from '../../content/forms';
import { EventRegistrationForm } from '../../src/forms/EventRegistrationForm';
import { formExamples } from '../../src/forms/examples';
import { formStates } from './formStates';

/** Registration for the boat party and the AI Power Circle. */
const meta = {
  title: 'Forms/EventRegistrationForm',
  component: EventRegistrationForm,
  args: { copy: eventRegistrationForm, eventName: 'Waves & AI Summer Boat Party' },
} satisfies Meta<typeof EventRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates({ copy: eventRegistrationForm, form: formExamples.eventRegistration });

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Invalid: Story = states.Invalid;
export const Submitting: Story = states.Submitting;
export const Success: Story = states.Success;
export const Failure: Story = states.Failure;
export const Duplicate: Story = states.Duplicate;
export const WaitingForApp: Story = states.WaitingForApp;
