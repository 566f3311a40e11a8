import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Guidance } from '../../.storybook/guidance';
import { formExamples } from '../../src/forms/examples';
import { forms } from '../../src/forms/forms';
import { SubmissionForm } from '../../src/forms/SubmissionForm';
import { everyForm, formStates } from './formStates';

const meta = {
  title: 'Forms and inputs/Forms/PartnershipEnquiryForm',
  id: 'forms-partnershipenquiryform',
  component: SubmissionForm,
  args: { form: forms.partnershipEnquiry },
  parameters: {
    host: {
      only: 'main',
      note: 'It sits on the tools page (/tools), which only the main host has.',
    },
    guidance: {
      use: [
        'At the foot of the tools page, under the nine tool tiles, for makers of AI tools and sponsors who want to work with the newsletter.',
        'For a first message that the organiser answers by email.',
      ],
      avoid: [
        {
          when: 'Registering for, or applying to, a community event.',
          instead:
            'The event’s own form: EventRegistrationForm, WomenLeadingForm, RetreatApplicationForm or LeadershipLabsForm.',
        },
        {
          when: 'Subscribing to the newsletter.',
          instead: 'The newsletter’s Subscribe link.',
        },
      ],
      content: [
        "Fields, in this order, all required: 'Your name', 'Company', 'Email' (hint 'We reply to this address, and only about this.'), and 'Message' (hint 'What you make, who it is for and what you have in mind.').",
        "Error messages say what to do: 'Please enter your name.', 'Please enter your company.', 'Please enter your email address.' or 'Please enter an email address like name@example.com.', 'Please write a few words here.', and 'Please keep this under 120 characters.' (4,000 for the message).",
        "Button 'Send Enquiry', reading 'Sending...' while it is sent, as the specification writes them.",
        "After sending, the specification’s words: 'Thank you for your enquiry!' (We'll get back to you soon.), and in the form 'Thank you for your enquiry! We'll get back to you soon.' On failure, 'Something went wrong' / 'Please try again later.'",
        "Under the button: 'We keep your enquiry only to reply to it; it is never shared or added to a mailing list.'",
      ],
      states: [
        {
          name: 'Empty',
          looks:
            "A white card with a neutral 200 border, 48 px rounded corners and 24 px padding (40 px from 900 px wide). The heading in the display face, neutral 900; the intro under it in neutral 600. 'Your name' and 'Company' side by side from 900 px wide (one column below); 'Email' and the message box across the full width, each label inside its box and any hint under it. Then the 'Send Enquiry' button, a large filled pill (52 px): white on pink 600 with a soft pink glow; under it the line on what is kept, in neutral 600.",
        },
        everyForm.filled,
        {
          name: 'Invalid',
          looks:
            "Sent with answers missing or wrong: each field that needs attention is outlined in error red (red strong) with its message under it, in place of its hint, and focus moves to the first ('Your name').",
        },
        {
          name: 'Submitting',
          looks:
            "Every field greyed out (neutral 400) and the button greyed out too (black at 26% on black at 12%), reading 'Sending...'. Hints stay neutral 600.",
        },
        {
          name: 'Success',
          looks:
            "The form is emptied and a message shows above the button on a pale green panel (green surface), in neutral 900 with a green tick (green strong): 'Thank you for your enquiry! We'll get back to you soon.' Focus moves to it. A Notice also shows at the bottom right for four seconds: 'Thank you for your enquiry!', 'We'll get back to you soon.'",
        },
        {
          name: 'Failure',
          looks:
            "The answers stay. A message on a pale red panel (red surface), in neutral 900 with a red icon (red strong), shows above the button: 'Something went wrong', the same in a Notice, and focus goes back to the button.",
        },
        {
          name: 'Already sent',
          looks:
            "Does not happen: the table takes more than one enquiry from an address. Were the backend to answer so, the form would keep the answers and show 'Something went wrong' on a pale blue panel with a blue information icon (the Duplicate story).",
        },
        ...everyForm.lastStates,
      ],
      accessibility: {
        keyboard:
          'Tab moves through the fields in the order shown, then to the button. Enter in a one-line box, or on the button, sends the form. After an attempt with mistakes, focus goes to the first field that needs attention; after a success, to the message; after a failure, back to the button.',
        screenReader:
          'A region named by its heading, \'Partner with us\'. Each field is read with its label, "required", and its hint or error message; a field with a mistake is "invalid". After an attempt with mistakes a polite status says how many fields need attention and which, e.g. \'2 fields need your attention: Email, Company.\' After a success the message is focused and read; every outcome is also announced by its Notice. The form is marked busy while it is sent. The field kept for bots is hidden and cannot be reached.',
        contrast: everyForm.contrast,
      },
      status: {
        level: 'Stable',
        note: 'On the tools page of the main host. Its words, rules and messages are settled.',
      },
      engineering: [
        'Each enquiry is a row of partnership_enquiries. The table takes more than one enquiry from an address, so the already-sent answer never comes; were it to, the form would say "Something went wrong".',
        'One entry in content/forms.ts holds the whole form: its table, each field’s words, how it is asked, its column and an example answer, and its other words. SubmissionForm draws any form from its entry (src/forms/forms.ts): Formik holds the answers, the Yup rules of each field’s kind check them (src/forms/rules.ts: the database’s own rules, required, lengths, email and web-address shapes, blanks trimmed), and useSubmission runs the idle → submitting → succeeded / duplicate / failed machine.',
        'Rows go out through the FormSending context: the site’s backend inserts them, or a stub answers in stories (stories/forms/formStates.tsx). A visitor starting on the form (focus or a press) is the moment the backend’s code is fetched.',
        'A field named contact_by_fax_only, off screen, out of the tab order and hidden from assistive technology, catches bots: when filled, the form shows its success and sends nothing.',
        'Sent before the app has started, the form is held by the head script and sent once by the app (src/early/); what was typed before then is handed to the fields. The console gets the form’s name and the reason of a failure, never a visitor’s answers.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof SubmissionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates(formExamples.partnershipEnquiry);

/** Nothing filled in yet: the heading, the intro, each field with its label and hint, and the 'Send Enquiry' button. */
export const Empty: Story = states.Empty;
/** Every answer filled in and valid, ready to send: each label sits in its box's outline. */
export const Filled: Story = states.Filled;
/** Sent empty: every required field shows its message in red, and focus is in the first, 'Your name'. */
export const Invalid: Story = states.Invalid;
/** While it is sent: every field greyed out, and the button greyed out reading 'Sending...'. */
export const Submitting: Story = states.Submitting;
/** Sent: the form is emptied and 'Thank you for your enquiry! We'll get back to you soon.' shows above the button, with a Notice at the corner. */
export const Success: Story = states.Success;
/** The backend failed: the answers stay, 'Something went wrong' shows above the button, and a Notice says the same. */
export const Failure: Story = states.Failure;
/** A duplicate answer from the backend, which the enquiries table never gives: the answers stay and the message reads 'Something went wrong'. */
export const Duplicate: Story = states.Duplicate;
/** Sent before the page had finished loading: a bold line under the button says the answers will go as soon as it has. */
export const WaitingForApp: Story = states.WaitingForApp;
