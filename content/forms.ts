import type { FormEntry, FormName, NoticeCopy } from './types';

/**
 * Every form of the site, each one entry: its table, its fields (words, how each is asked, its column
 * and an answer a visitor might give) and its other words. Adding a field with a new column is a line
 * here, a migration and the regenerated database types (`npm run db:types`).
 */

/** The e-mail address every form asks for. */
const emailField = (example: string) =>
  ({
    kind: 'email',
    label: 'Email',
    hint: 'We reply to this address, and only about this.',
    column: 'email',
    autoComplete: 'email',
    example,
  }) as const;

/** The company every form asks for. */
const companyField = (example: string) =>
  ({
    kind: 'text',
    label: 'Company',
    ask: 'your company',
    column: 'company',
    autoComplete: 'organization',
    example,
  }) as const;

/** Who is applying: the five fields every application and registration asks first, with one person's answers. */
const person = (answers: {
  fullName: string;
  email: string;
  jobTitle: string;
  company: string;
  linkedinUrl: string;
}) =>
  ({
    fullName: {
      kind: 'text',
      label: 'Full name',
      ask: 'your full name',
      column: 'full_name',
      autoComplete: 'name',
      example: answers.fullName,
    },
    email: emailField(answers.email),
    jobTitle: {
      kind: 'text',
      label: 'Job title',
      ask: 'your job title',
      column: 'job_title',
      autoComplete: 'organization-title',
      example: answers.jobTitle,
    },
    company: companyField(answers.company),
    linkedinUrl: {
      kind: 'url',
      label: 'LinkedIn profile URL',
      hint: 'For example linkedin.com/in/your-name',
      column: 'linkedin_url',
      autoComplete: 'url',
      wide: true,
      example: answers.linkedinUrl,
    },
  }) as const;

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

/** What the applications (not the registrations or the enquiry) say around their own words. */
const applicationWords = {
  submitLabel: 'Submit Application',
  submittingLabel: 'Submitting...',
  failure: somethingWentWrong,
  unexpected: somethingWentWrong,
  duplicate: alreadyApplied,
  privacy: applicationsPrivacy,
  needsScript,
  waiting,
} as const;

/** The boat party and the AI Power Circle: a registration with an answer and an offer to lead. */
const eventRegistration = {
  id: 'event-registration',
  table: 'event_registrations',
  keptWithEvent: true,
  onePerEmail: true,
  fields: {
    ...person({
      fullName: 'Amara Osei',
      email: 'amara@brightline.example',
      jobTitle: 'Head of Product',
      company: 'Brightline',
      linkedinUrl: 'linkedin.com/in/amara-osei',
    }),
    whyAttend: {
      kind: 'answer',
      label: 'Why would you like to attend?',
      hint: 'A few sentences are plenty: what you are working on and what you hope to take away.',
      column: 'why_attend',
      example: 'I lead our AI roadmap and would love to swap notes with women doing the same.',
    },
    leadSession: {
      kind: 'checkbox',
      label: 'I would be happy to lead a session or share something I have built',
      column: 'lead_session',
      example: true,
    },
  },
  words: {
    heading: 'Register your interest',
    intro:
      'Tell us a little about yourself. Places are limited, so we read every registration and confirm places by email.',
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
  },
} as const satisfies FormEntry;

/**
 * The Women Leading In AI private evening: seven questions, kept as a registration, its two answers
 * together in the registration's one answer column, each under its heading.
 */
const womenLeading = {
  id: 'women-leading-application',
  table: 'event_registrations',
  keptWithEvent: true,
  onePerEmail: true,
  fields: {
    ...person({
      fullName: 'Priya Raman',
      email: 'priya@northbank.example',
      jobTitle: 'Chief Operating Officer',
      company: 'Northbank Health',
      linkedinUrl: 'https://www.linkedin.com/in/priya-raman',
    }),
    whyInterested: {
      kind: 'answer',
      label: 'Why are you interested in this evening?',
      hint: 'What drew you to it, and what would make it worth your time.',
      column: 'why_attend',
      heading: 'Why I am interested:',
      example: 'I want honest conversation with peers who are leading AI adoption.',
    },
    currentChallenges: {
      kind: 'answer',
      label: 'What AI challenges are you facing right now?',
      hint: 'At work, in your team or in your career. Nothing you write here leaves the organiser.',
      column: 'why_attend',
      heading: 'My current AI challenges:',
      example: 'Moving from pilots to everyday use without losing the trust of clinicians.',
    },
  },
  words: {
    heading: 'Apply for a place',
    intro:
      'The evening is kept small so everyone can talk openly. Tell us about your role and what is on your mind; we read every application.',
    ...applicationWords,
    success: {
      title: 'Application submitted!',
      description: "We'll review your application and get back to you soon",
    },
    successInline: "Application submitted successfully! We'll review it and be in touch soon.",
  },
} as const satisfies FormEntry;

const retreatPerson = person({
  fullName: 'Sofia Lind',
  email: 'sofia@fjord.example',
  jobTitle: 'VP Engineering',
  company: 'Fjord Labs',
  linkedinUrl: 'linkedin.com/in/sofia-lind',
});

/** The Autumn Retreat. */
const retreatApplication = {
  id: 'retreat-application',
  table: 'retreat_applications',
  keptWithEvent: true,
  onePerEmail: true,
  fields: {
    ...retreatPerson,
    whyApply: {
      kind: 'answer',
      label: 'Why would you like to join the retreat?',
      hint: 'Where you are in your career, and what you would like to think through with the time away.',
      column: 'why_apply',
      example: 'Time away to plan how our teams work with AI over the next two years.',
    },
  },
  words: {
    heading: 'Apply for the retreat',
    intro:
      'The retreat is invitation-only and limited to twenty senior women. Applying is the first step: we read every application and invite those we can host this time.',
    ...applicationWords,
    success: {
      title: 'Application submitted!',
      description: "We'll review your application and get back to you soon",
    },
    successInline: "Application submitted successfully! We'll review it and get back to you soon.",
  },
} as const satisfies FormEntry;

/** The Boardroom Readiness Sessions (the AI Influence page): interest, kept as a retreat application. */
const boardroomInterest = {
  id: 'boardroom-interest',
  table: 'retreat_applications',
  keptWithEvent: true,
  onePerEmail: true,
  fields: {
    ...retreatPerson,
    whyApply: {
      kind: 'answer',
      label: 'What would you like to get from the sessions?',
      hint: 'A board role you are preparing for, a conversation you want to lead, or a question you want answered.',
      column: 'why_apply',
      example: 'Practice for my first non-executive interview, and how to question an AI strategy.',
    },
  },
  words: {
    heading: 'Register your interest',
    intro:
      'Dates and the panel are being confirmed now. Register your interest and you will be the first to hear, with a place held for you while we finalise the details.',
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
  },
} as const satisfies FormEntry;

/** AI Leadership Labs. */
const leadershipLabs = {
  id: 'leadership-labs-application',
  table: 'leadership_labs_applications',
  keptWithEvent: false,
  onePerEmail: true,
  fields: {
    ...person({
      fullName: 'Grace Adeyemi',
      email: 'grace@harbour.example',
      jobTitle: 'Engineering Manager',
      company: 'Harbour Bank',
      linkedinUrl: 'https://linkedin.com/in/grace-adeyemi',
    }),
    currentGoals: {
      kind: 'answer',
      label: 'What are your current goals with AI?',
      hint: 'The challenge you would bring to a lab: a team to bring along, a process to change, a decision to make.',
      column: 'current_goals',
      example: 'Roll out coding assistants across three teams without losing quality.',
    },
  },
  words: {
    heading: 'Apply to join a lab',
    intro:
      'Each lab has 25 places. Tell us what you are working towards and we will match you with the session where you will get the most out of it.',
    ...applicationWords,
    success: {
      title: 'Application submitted!',
      description:
        "Thank you for applying to AI Leadership Labs. We'll be in touch with your session date soon.",
    },
    successInline: "Application submitted successfully! We'll be in touch with your session date soon.",
  },
} as const satisfies FormEntry;

/** The partnership enquiry on the tools page. */
const partnershipEnquiry = {
  id: 'partnership-enquiry',
  table: 'partnership_enquiries',
  keptWithEvent: false,
  onePerEmail: false,
  fields: {
    name: {
      kind: 'text',
      label: 'Your name',
      ask: 'your name',
      column: 'name',
      autoComplete: 'name',
      example: 'Tom Becker',
    },
    company: companyField('Draftly'),
    email: { ...emailField('tom@draftly.example'), wide: true },
    message: {
      kind: 'answer',
      label: 'Message',
      hint: 'What you make, who it is for and what you have in mind.',
      column: 'message',
      example: 'We make an AI writing tool and would love to sponsor an issue of the newsletter.',
    },
  },
  words: {
    heading: 'Partner with us',
    intro:
      'Building an AI tool our readers would love? Want to sponsor an issue or run something with the community? Tell us about it.',
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
  },
} as const satisfies FormEntry;

/** Every form, by the name an event record gives it. */
export const formEntries = {
  eventRegistration,
  womenLeading,
  retreatApplication,
  boardroomInterest,
  leadershipLabs,
  partnershipEnquiry,
} as const satisfies Record<FormName, FormEntry>;
