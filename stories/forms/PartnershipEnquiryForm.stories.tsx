import type { Meta, StoryObj } from '@storybook/react-vite';
import { partnershipEnquiryForm } from '../../content/forms';
import {
  PartnershipEnquiryForm,
  type PartnershipEnquiryFormProps,
} from '../../src/forms/PartnershipEnquiryForm';
import { formStates } from './formStates';

/** The partnership enquiry on the tools page. */
const meta = {
  title: 'Forms/PartnershipEnquiryForm',
  component: PartnershipEnquiryForm,
  args: { copy: partnershipEnquiryForm },
} satisfies Meta<typeof PartnershipEnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<NonNullable<PartnershipEnquiryFormProps['startWith']>>({
  copy: partnershipEnquiryForm,
  filled: {
    name: 'Tom Becker',
    company: 'Draftly',
    email: 'tom@draftly.example',
    message: 'We make an AI writing tool and would love to sponsor an issue of the newsletter.',
  },
  firstField: { label: 'Your name', value: 'Tom Becker' },
});

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Invalid: Story = states.Invalid;
export const Submitting: Story = states.Submitting;
export const Success: Story = states.Success;
export const Failure: Story = states.Failure;
export const Duplicate: Story = states.Duplicate;
export const WaitingForApp: Story = states.WaitingForApp;
