import type {
  EventRegistrationField,
  FieldCopy,
  FormCopy,
  LeadershipLabsField,
  NoticeCopy,
  PartnershipEnquiryField,
  RetreatApplicationField,
  WomenLeadingField,
} from './types';

const person = {
  fullName: { label: 'Full name' },
  jobTitle: { label: 'Job title' },
  company: { label: 'Company' },
  email: { label: 'Email', hint: 'We reply to this address, and only about this.' },
  linkedinUrl: {
    label: 'LinkedIn profile URL',
    hint: 'For example linkedin.com/in/your-name',
  },
} satisfies Record<string, FieldCopy>;

const somethingWentWrong: NoticeCopy = {
  title: 'Something went wrong',
  description: 'Please try again later.',
};

const alreadyApplied: NoticeCopy = {
  title: 'You have already applied',
  description:
    'We already have an application from this email address, so there is nothing more to do. We will be in touch soon.',
};

/** Under the button when a visitor sends the form before the page has finished starting up. */
const waiting = 'Almost ready: your answers will be sent as soon as the page has finished loading.';

/** Under the button when the browser runs no JavaScript: the page reads as usual, but sending needs it. */
const needsScript =
  'Sending this form needs JavaScript, which is turned off in this browser. Turn it on and reload the page to send it.';

const applicationsPrivacy =
  'We keep your answers only so the organiser can review your application and email you about it; they are never shared or added to a mailing list.';

/** The boat party and the AI Power Circle: a registration with an answer and an offer to lead. */
export const eventRegistrationForm: FormCopy<EventRegistrationField> = {
  heading: 'Register your interest',
  intro:
    'Tell us a little about yourself. Places are limited, so we read every registration and confirm places by email.',
  fields: {
    ...person,
    whyAttend: {
      label: 'Why would you like to attend?',
      hint: 'A few sentences are plenty: what you are working on and what you hope to take away.',
    },
    leadSession: { label: 'I would be happy to lead a session or share something I have built' },
  },
  submitLabel: 'Submit Registration',
  submittingLabel: 'Submitting...',
  success: { title: 'Registration submitted!', description: "We'll be in touch soon with next steps" },
  successInline: "Registration submitted successfully! We'll be in touch soon.",
  failure: { title: 'Registration failed. Please try again.' },
  unexpected: { title: 'An unexpected error occurred. Please try again.' },
  duplicate: {
    title: "You're already registered",
    description:
      'We already have a registration from this email address for this event, so there is nothing more to do. We will be in touch soon.',
  },
  privacy:
    'We keep your answers only so the organiser can review your registration and email you about this event; they are never shared or added to a mailing list.',
  needsScript,
  waiting,
};

/** The Women Leading In AI private evening: seven questions, kept as a registration. */
export const womenLeadingForm: FormCopy<WomenLeadingField> = {
  heading: 'Apply for a place',
  intro:
    'The evening is kept small so everyone can talk openly. Tell us about your role and what is on your mind; we read every application.',
  fields: {
    ...person,
    whyInterested: {
      label: 'Why are you interested in this evening?',
      hint: 'What drew you to it, and what would make it worth your time.',
    },
    currentChallenges: {
      label: 'What AI challenges are you facing right now?',
      hint: 'At work, in your team or in your career. Nothing you write here leaves the organiser.',
    },
  },
  submitLabel: 'Submit Application',
  submittingLabel: 'Submitting...',
  success: {
    title: 'Application submitted!',
    description: "We'll review your application and get back to you soon",
  },
  successInline: "Application submitted successfully! We'll review it and be in touch soon.",
  failure: somethingWentWrong,
  unexpected: somethingWentWrong,
  duplicate: alreadyApplied,
  privacy: applicationsPrivacy,
  needsScript,
  waiting,
};

/** The Autumn Retreat. */
export const retreatApplicationForm: FormCopy<RetreatApplicationField> = {
  heading: 'Apply for the retreat',
  intro:
    'The retreat is invitation-only and limited to twenty senior women. Applying is the first step: we read every application and invite those we can host this time.',
  fields: {
    ...person,
    whyApply: {
      label: 'Why would you like to join the retreat?',
      hint: 'Where you are in your career, and what you would like to think through with the time away.',
    },
  },
  submitLabel: 'Submit Application',
  submittingLabel: 'Submitting...',
  success: {
    title: 'Application submitted!',
    description: "We'll review your application and get back to you soon",
  },
  successInline: "Application submitted successfully! We'll review it and get back to you soon.",
  failure: somethingWentWrong,
  unexpected: somethingWentWrong,
  duplicate: alreadyApplied,
  privacy: applicationsPrivacy,
  needsScript,
  waiting,
};

/** The Boardroom Readiness Sessions (the AI Influence page): interest, kept as a retreat application. */
export const boardroomInterestForm: FormCopy<RetreatApplicationField> = {
  heading: 'Register your interest',
  intro:
    'Dates and the panel are being confirmed now. Register your interest and you will be the first to hear, with a place held for you while we finalise the details.',
  fields: {
    ...person,
    whyApply: {
      label: 'What would you like to get from the sessions?',
      hint: 'A board role you are preparing for, a conversation you want to lead, or a question you want answered.',
    },
  },
  submitLabel: 'Register Interest',
  submittingLabel: 'Submitting...',
  success: {
    title: 'Interest registered!',
    description: "We'll be in touch with more details soon",
  },
  successInline: "Interest registered! We'll be in touch with more details soon.",
  failure: somethingWentWrong,
  unexpected: somethingWentWrong,
  duplicate: {
    title: 'You have already registered your interest',
    description:
      'We already have your interest from this email address, so there is nothing more to do. We will be in touch with details soon.',
  },
  privacy:
    'We keep your answers only so the organiser can plan the sessions and email you about them; they are never shared or added to a mailing list.',
  needsScript,
  waiting,
};

/** AI Leadership Labs. */
export const leadershipLabsForm: FormCopy<LeadershipLabsField> = {
  heading: 'Apply to join a lab',
  intro:
    'Each lab has 25 places. Tell us what you are working towards and we will match you with the session where you will get the most out of it.',
  fields: {
    ...person,
    currentGoals: {
      label: 'What are your current goals with AI?',
      hint: 'The challenge you would bring to a lab: a team to bring along, a process to change, a decision to make.',
    },
  },
  submitLabel: 'Submit Application',
  submittingLabel: 'Submitting...',
  success: {
    title: 'Application submitted!',
    description:
      "Thank you for applying to AI Leadership Labs. We'll be in touch with your session date soon.",
  },
  successInline: "Application submitted successfully! We'll be in touch with your session date soon.",
  failure: somethingWentWrong,
  unexpected: somethingWentWrong,
  duplicate: alreadyApplied,
  privacy: applicationsPrivacy,
  needsScript,
  waiting,
};

/** The partnership enquiry on the tools page. */
export const partnershipEnquiryForm: FormCopy<PartnershipEnquiryField> = {
  heading: 'Partner with us',
  intro:
    'Building an AI tool our readers would love? Want to sponsor an issue or run something with the community? Tell us about it.',
  fields: {
    name: { label: 'Your name' },
    company: { label: 'Company' },
    email: { label: 'Email', hint: 'We reply to this address, and only about this.' },
    message: {
      label: 'Message',
      hint: 'What you make, who it is for and what you have in mind.',
    },
  },
  submitLabel: 'Send Enquiry',
  submittingLabel: 'Sending...',
  success: { title: 'Thank you for your enquiry!', description: "We'll get back to you soon." },
  successInline: "Thank you for your enquiry! We'll get back to you soon.",
  failure: somethingWentWrong,
  unexpected: somethingWentWrong,
  duplicate: somethingWentWrong,
  privacy: 'We keep your enquiry only to reply to it; it is never shared or added to a mailing list.',
  needsScript,
  waiting,
};
