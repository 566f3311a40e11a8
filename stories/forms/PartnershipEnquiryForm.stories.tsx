import preview from '../../.storybook/preview';
import { formExamples } from '../../src/forms/examples';
import { forms } from '../../src/forms/forms';
import { SubmissionForm } from '../../src/forms/SubmissionForm';
import { formStates } from './formStates';

const meta = preview.meta({
  title: 'Forms and inputs/Forms/PartnershipEnquiryForm',
  id: 'forms-partnershipenquiryform',
  component: SubmissionForm,
  args: { form: forms.partnershipEnquiry },
  parameters: { host: 'main-only' },
});

const states = formStates(formExamples.partnershipEnquiry);

/** Nothing filled in yet: the heading, the intro, each field with its label and hint, and the 'Send Enquiry' button. */
export const Empty = meta.story(states.Empty);
/** Every answer filled in and valid, ready to send: each label sits in its box's outline. */
export const Filled = meta.story(states.Filled);
/** Sent empty: every required field shows its message in red, and focus is in the first, 'Your name'. */
export const Invalid = meta.story(states.Invalid);
/** While it is sent: every field greyed out, and the button greyed out reading 'Sending...'. */
export const Submitting = meta.story(states.Submitting);
/** Sent: the form is emptied and 'Thank you for your enquiry! We'll get back to you soon.' shows above the button, with a Notice at the corner. */
export const Success = meta.story(states.Success);
/** The backend failed: the answers stay, 'Something went wrong' shows above the button, and a Notice says the same. */
export const Failure = meta.story(states.Failure);
/** A duplicate answer from the backend, which the enquiries table never gives: the answers stay and the message reads 'Something went wrong'. */
export const Duplicate = meta.story(states.Duplicate);
/** Sent before the page had finished loading: a bold line under the button says the answers will go as soon as it has. */
export const WaitingForApp = meta.story(states.WaitingForApp);
