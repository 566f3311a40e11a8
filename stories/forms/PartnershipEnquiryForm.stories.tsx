import type { Meta, StoryObj } from '@storybook/react-vite';
import { partnershipEnquiryForm } from '../../content/forms';
import { PartnershipEnquiryForm } from '../../src/forms/PartnershipEnquiryForm';
import { formExamples } from '../../src/forms/examples';
import { formStates } from './formStates';

/** The partnership enquiry on the tools page. */
const meta = {
  title: 'Forms/PartnershipEnquiryForm',
  component: PartnershipEnquiryForm,
  args: { copy: partnershipEnquiryForm },
} satisfies Meta<typeof PartnershipEnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates({ copy: partnershipEnquiryForm, form: formExamples.partnershipEnquiry });

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Invalid: Story = states.Invalid;
export const Submitting: Story = states.Submitting;
export const Success: Story = states.Success;
export const Failure: Story = states.Failure;
export const Duplicate: Story = states.Duplicate;
export const WaitingForApp: Story = states.WaitingForApp;
