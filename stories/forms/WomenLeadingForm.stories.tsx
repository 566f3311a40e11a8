import type { Meta, StoryObj } from '@storybook/react-vite';
import { womenLeadingForm } from '../../content/forms';
import { WomenLeadingForm, type WomenLeadingFormProps } from '../../src/forms/WomenLeadingForm';
import { formStates } from './formStates';

/** The Women Leading In AI application, kept as a registration. */
const meta = {
  title: 'Forms/WomenLeadingForm',
  component: WomenLeadingForm,
  args: { copy: womenLeadingForm, eventName: 'Women Leading In AI Private Evening' },
} satisfies Meta<typeof WomenLeadingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<NonNullable<WomenLeadingFormProps['startWith']>>({
  copy: womenLeadingForm,
  filled: {
    fullName: 'Priya Raman',
    email: 'priya@northbank.example',
    jobTitle: 'Chief Operating Officer',
    company: 'Northbank Health',
    linkedinUrl: 'https://www.linkedin.com/in/priya-raman',
    whyInterested: 'I want honest conversation with peers who are leading AI adoption.',
    currentChallenges: 'Moving from pilots to everyday use without losing the trust of clinicians.',
  },
  firstField: { label: 'Full name', value: 'Priya Raman' },
});

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Invalid: Story = states.Invalid;
export const Submitting: Story = states.Submitting;
export const Success: Story = states.Success;
export const Failure: Story = states.Failure;
export const Duplicate: Story = states.Duplicate;
export const WaitingForApp: Story = states.WaitingForApp;
