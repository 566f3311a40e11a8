import preview from '../../.storybook/preview';
import { focusedOn } from '../../.storybook/states';
import { formExamples } from '../../src/forms/examples';
import { forms } from '../../src/forms/forms';
import { SubmissionForm } from '../../src/forms/SubmissionForm';
import { formStates } from './formStates';

const meta = preview.meta({
  title: 'Forms and inputs/Forms/EventRegistrationForm',
  id: 'forms-eventregistrationform',
  component: SubmissionForm,
  args: { form: forms.eventRegistration, eventName: 'Waves & AI Summer Boat Party' },
  parameters: { host: 'same' },
});

const states = formStates(formExamples.eventRegistration);

/** Nothing filled in yet: the heading, the intro, each field with its label and hint, and the 'Submit Registration' button. */
export const Empty = meta.story(states.Empty);
/** Every answer filled in and valid, ready to send: each label sits in its box's outline. */
export const Filled = meta.story(states.Filled);
/** Sent empty: every required field shows its message in red, and focus is in the first, 'Full name'. */
export const Invalid = meta.story(states.Invalid);
/** While it is sent: every field greyed out, and the button greyed out reading 'Submitting...'. */
export const Submitting = meta.story(states.Submitting);
/** Sent: the form is emptied and 'Registration submitted successfully! We'll be in touch soon.' shows above the button, with a Notice at the corner. */
export const Success = meta.story(states.Success);
/** The backend failed: the answers stay, 'Registration failed. Please try again.' shows above the button, and a Notice says the same. */
export const Failure = meta.story(states.Failure);
/** The backend says this email is already registered for the event: the answers stay, and a kind message, "You're already registered", says there is nothing more to do. */
export const Duplicate = meta.story(states.Duplicate);
/** Sent before the page had finished loading: a bold line under the button says the answers will go as soon as it has. */
export const WaitingForApp = meta.story(states.WaitingForApp);

/** The submit button with keyboard focus, as someone moving through the form with Tab sees it. */
export const FocusVisible = meta.story({
  ...states.Empty,
  tags: ['desktop-only'],
  ...focusedOn('button', forms.eventRegistration.copy.submitLabel),
});
