import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Guidance } from '../../.storybook/guidance';
import { formExamples } from '../../src/forms/examples';
import { forms } from '../../src/forms/forms';
import { SubmissionForm } from '../../src/forms/SubmissionForm';
import { everyForm, formStates } from './formStates';

const meta = {
  title: 'Forms and inputs/Forms/WomenLeadingForm',
  id: 'forms-womenleadingform',
  component: SubmissionForm,
  args: { form: forms.womenLeading, eventName: 'Women Leading In AI Private Evening' },
  parameters: {
    host: 'same',
    guidance: {
      use: [
        'On the Women Leading In AI private evening page, for women applying for one of its thirty places.',
        'Where the organiser wants two answers in the applicant’s own words: why the evening, and what is on her mind.',
      ],
      avoid: [
        {
          when: 'Registering for an open event such as the boat party or the AI Power Circle.',
          instead: 'EventRegistrationForm.',
        },
        {
          when: 'The retreat or the Boardroom Readiness Sessions.',
          instead: 'RetreatApplicationForm.',
        },
        {
          when: 'The monthly labs.',
          instead: 'LeadershipLabsForm.',
        },
      ],
      content: [
        "Seven fields, in this order, all required: 'Full name', 'Email' (hint 'We reply to this address, and only about this.'), 'Job title', 'Company', 'LinkedIn profile URL' (hint 'For example linkedin.com/in/your-name'), 'Why are you interested in this evening?' and 'What AI challenges are you facing right now?' (hint 'At work, in your team or in your career. Nothing you write here leaves the organiser.').",
        "Error messages say what to do: 'Please enter your full name.', 'Please enter your email address.' or 'Please enter an email address like name@example.com.', 'Please enter the address of your LinkedIn profile.', 'Please write a few words here.', and 'Please keep this under 120 characters.' (1,940 for each answer, as both are kept together).",
        "Button 'Submit Application', reading 'Submitting...' while it is sent.",
        "After sending, the same words as the other applications: 'Application submitted!' (We'll review your application and get back to you soon); in the form, 'Application submitted successfully! We'll review it and be in touch soon.' On failure, 'Something went wrong' / 'Please try again later.'",
        "A second application from the same email is kind, not an error: 'You have already applied', 'We already have an application from this email address, so there is nothing more to do. We will be in touch soon.'",
      ],
      states: [
        {
          name: 'Empty',
          looks:
            "A white card with a neutral 200 border, 48 px rounded corners and 24 px padding (40 px from 900 px wide). The heading in the display face, neutral 900; the intro under it in neutral 600. One-line boxes in two columns from 900 px wide (one column below); the LinkedIn box and the two answer boxes across the full width, each label inside its box and any hint under it. Then the 'Submit Application' button, a large filled pill (52 px): white on pink 600 with a soft pink glow; under it the line on what is kept, in neutral 600.",
        },
        everyForm.filled,
        {
          name: 'Invalid',
          looks:
            "Sent with answers missing or wrong: each field that needs attention is outlined in error red (red strong) with its message under it, in place of its hint, and focus moves to the first ('Full name').",
        },
        {
          name: 'Submitting',
          looks:
            "Every field greyed out (neutral 400) and the button greyed out too (black at 26% on black at 12%), reading 'Submitting...'. Hints stay neutral 600.",
        },
        {
          name: 'Success',
          looks:
            "The form is emptied and a message shows above the button on a pale green panel (green surface), in neutral 900 with a green tick (green strong): 'Application submitted successfully! We'll review it and be in touch soon.' Focus moves to it. A Notice also shows at the bottom right for four seconds: 'Application submitted!', 'We'll review your application and get back to you soon'",
        },
        {
          name: 'Failure',
          looks:
            "The answers stay. A message on a pale red panel (red surface), in neutral 900 with a red icon (red strong), shows above the button: 'Something went wrong', the same in a Notice, and focus goes back to the button.",
        },
        {
          name: 'Already sent',
          looks:
            "The answers stay, in case the email was mistyped. A kind message, not an error, on a pale blue panel (blue surface), in neutral 900 with a blue information icon (blue strong): 'You have already applied', with a Notice too.",
        },
        ...everyForm.lastStates,
      ],
      accessibility: {
        keyboard:
          'Tab moves through the fields in the order shown, then to the button. Enter in a one-line box, or on the button, sends the form. After an attempt with mistakes, focus goes to the first field that needs attention; after a success, to the message; after a failure, back to the button.',
        screenReader:
          'A region named by its heading, \'Apply for a place\'. Each field is read with its label, "required", and its hint or error message; a field with a mistake is "invalid". After an attempt with mistakes a polite status says how many fields need attention and which, e.g. \'2 fields need your attention: Email, Company.\' After a success the message is focused and read; every outcome is also announced by its Notice. The form is marked busy while it is sent. The field kept for bots is hidden and cannot be reached.',
        contrast: everyForm.contrast,
      },
      status: {
        level: 'Stable',
        note: 'On the Women Leading In AI page, on both hosts. The specification’s form only logged its answers; this one keeps them, as the other applications do.',
      },
      engineering: [
        "Kept as a row of event_registrations with the event's name: both answers go in why_attend, each under its own heading ('Why I am interested:', 'My current AI challenges:'), so each may be up to 1,940 characters; lead_session is false.",
        'One entry in content/forms.ts holds the whole form: its table, each field’s words, how it is asked, its column and an example answer, and its other words. SubmissionForm draws any form from its entry (src/forms/forms.ts): Formik holds the answers, the Yup rules of each field’s kind check them (src/forms/rules.ts: the database’s own rules, required, lengths, email and web-address shapes, blanks trimmed), and useSubmission runs the idle → submitting → succeeded / duplicate / failed machine.',
        'Rows go out through the FormSending context: the site’s backend inserts them, or a stub answers in stories (stories/forms/formStates.tsx). A visitor starting on the form (focus or a press) is the moment the backend’s code is fetched.',
        'A field named contact_by_fax_only, off screen, out of the tab order and hidden from assistive technology, catches bots: when filled, the form shows its success and sends nothing.',
        'Sent before the app has started, the form is held by the head script and sent once by the app (src/early/); what was typed before then is handed to the fields. The console gets the form’s name and the reason of a failure, never a visitor’s answers.',
        "Once the evening has taken place, the event page passes a header that also holds 'Register your interest in the next edition'; the phase on the page shows one of the two.",
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof SubmissionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates(formExamples.womenLeading);

/** Nothing filled in yet: the heading, the intro, each field with its label and hint, and the 'Submit Application' button. */
export const Empty: Story = states.Empty;
/** Every answer filled in and valid, ready to send: each label sits in its box's outline. */
export const Filled: Story = states.Filled;
/** Sent empty: every required field shows its message in red, and focus is in the first, 'Full name'. */
export const Invalid: Story = states.Invalid;
/** While it is sent: every field greyed out, and the button greyed out reading 'Submitting...'. */
export const Submitting: Story = states.Submitting;
/** Sent: the form is emptied and 'Application submitted successfully! We'll review it and be in touch soon.' shows above the button, with a Notice at the corner. */
export const Success: Story = states.Success;
/** The backend failed: the answers stay, 'Something went wrong' shows above the button, and a Notice says the same. */
export const Failure: Story = states.Failure;
/** The backend says this email has already applied: the answers stay, and a kind message, 'You have already applied', says there is nothing more to do. */
export const Duplicate: Story = states.Duplicate;
/** Sent before the page had finished loading: a bold line under the button says the answers will go as soon as it has. */
export const WaitingForApp: Story = states.WaitingForApp;
