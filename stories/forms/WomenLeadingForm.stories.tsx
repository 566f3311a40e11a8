import preview from '../../.storybook/preview';
import { formExamples } from '../../src/forms/examples';
import { forms } from '../../src/forms/forms';
import { SubmissionForm } from '../../src/forms/SubmissionForm';
import { formStates } from './formStates';

const meta = preview.meta({
  title: 'Forms and inputs/Forms/WomenLeadingForm',
  id: 'forms-womenleadingform',
  component: SubmissionForm,
  args: { form: forms.womenLeading, eventName: 'Women Leading In AI Private Evening' },
  parameters: { host: 'same' },
});

const states = formStates(formExamples.womenLeading);

/** Nothing filled in yet: the heading, the intro, each field with its label and hint, and the 'Submit Application' button. */
export const Empty = meta.story(states.Empty);
/** Every answer filled in and valid, ready to send: each label sits in its box's outline. */
export const Filled = meta.story(states.Filled);
/** Sent empty: every required field shows its message in red, and focus is in the first, 'Full name'. */
export const Invalid = meta.story(states.Invalid);
/** While it is sent: every field greyed out, and the button greyed out reading 'Submitting...'. */
export const Submitting = meta.story(states.Submitting);
/** Sent: the form is emptied and 'Application submitted successfully! We'll review it and be in touch soon.' shows above the button, with a Notice at the corner. */
export const Success = meta.story(states.Success);
/** The backend failed: the answers stay, 'Something went wrong' shows above the button, and a Notice says the same. */
export const Failure = meta.story(states.Failure);
/** The backend says this email has already applied: the answers stay, and a kind message, 'You have already applied', says there is nothing more to do. */
export const Duplicate = meta.story(states.Duplicate);
/** Sent before the page had finished loading: a bold line under the button says the answers will go as soon as it has. */
export const WaitingForApp = meta.story(states.WaitingForApp);
