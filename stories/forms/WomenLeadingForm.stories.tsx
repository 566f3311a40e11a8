import type { Meta, StoryObj } from '@storybook/react-vite';
import { womenLeadingForm } from '../../content/forms';
import { WomenLeadingForm } from '../../src/forms/WomenLeadingForm';
import { formExamples } from '../../src/forms/examples';
import { formStates } from './formStates';

/** The Women Leading In AI application, kept as a registration. */
const meta = {
  title: 'Forms/WomenLeadingForm',
  component: WomenLeadingForm,
  args: { copy: womenLeadingForm, eventName: 'Women Leading In AI Private Evening' },
} satisfies Meta<typeof WomenLeadingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates({ copy: womenLeadingForm, form: formExamples.womenLeading });

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Invalid: Story = states.Invalid;
export const Submitting: Story = states.Submitting;
export const Success: Story = states.Success;
export const Failure: Story = states.Failure;
export const Duplicate: Story = states.Duplicate;
export const WaitingForApp: Story = states.WaitingForApp;
