import type { ObjectSchema } from 'yup';
import type { TableName, TablesInsert } from '../backend/database.types';
import {
  eventRegistrationFields,
  leadershipLabsFields,
  partnershipEnquiryFields,
  retreatApplicationFields,
  womenLeadingFields,
} from './fieldSets';
import { limits, messages } from './rules';
import {
  askFor,
  eventRegistrationInitial,
  eventRegistrationRow,
  eventRegistrationSchema,
  leadershipLabsInitial,
  leadershipLabsRow,
  leadershipLabsSchema,
  partnershipEnquiryInitial,
  partnershipEnquiryRow,
  partnershipEnquirySchema,
  retreatApplicationInitial,
  retreatApplicationRow,
  retreatApplicationSchema,
  WOMEN_LEADING_ANSWER,
  womenLeadingInitial,
  womenLeadingRow,
  womenLeadingSchema,
  type EventRegistrationValues,
  type LeadershipLabsValues,
  type PartnershipEnquiryValues,
  type RetreatApplicationValues,
  type WomenLeadingValues,
} from './schemas';
import type { FieldSpec } from './SubmissionForm';

/**
 * Each form's examples, kept beside its definition the way govuk-frontend keeps examples beside each
 * component: a filled-in form that passes, and for every text field the longest value it keeps and the
 * values it refuses, each with the message it shows (the rules' own messages). The stories' states, the
 * browser tests' cases and the backend tests' generated rows all start from here and keep no values of
 * their own, so a new field needs its name and words (content/types.ts, content/forms.ts), its rule and
 * column (schemas.ts), its place in the form (fieldSets.ts) and its examples here, and nothing more.
 *
 * Read by the stories and the tests only: no page imports it.
 */

/** A value a field refuses, and the message shown under it. */
export interface Refusal {
  value: string;
  message: string;
}

/** A text field's examples (every text field is required). */
export interface TextExamples {
  /** The message under the field when it is left empty, or holds only blank characters. */
  empty: string;
  /** The longest value it keeps: as many characters as its rule, and the database, allow. */
  longest: string;
  /** Other values it refuses, each with its message; one character too many among them. */
  refused: readonly Refusal[];
}

/** The fields of a form that hold text. */
export type TextField<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;

/** One form: what it is made of, where its rows go, and its examples. */
export interface FormExamples<V extends object, T extends TableName = TableName> {
  /** Its fields in the order it shows them: the first is where focus goes when it is sent empty. */
  fields: readonly FieldSpec<keyof V & string>[];
  schema: ObjectSchema<V>;
  /** The values it starts with. */
  initial: V;
  table: T;
  /** The row a set of cast values becomes; `eventName` for the forms kept with an event. */
  row(values: V, eventName: string): TablesInsert<T>;
  /** Whether its table refuses a second row from the same e-mail address (for the same event). */
  onePerEmail: boolean;
  /** A complete set of values a visitor might type, which passes: the stories' filled-in form. */
  filled: V;
  /** Every text field's examples. */
  text: Record<TextField<V>, TextExamples>;
}

/** The field a form shows first. */
export function firstFieldOf<V extends object>(form: FormExamples<V>): keyof V & string {
  const [first] = form.fields;
  if (!first) throw new Error('A form without fields');
  return first.name;
}

/** The row a form sends for these values: cast by its schema (trimmed, completed), then its columns. */
export function sentRow<V extends object, T extends TableName>(
  form: FormExamples<V, T>,
  values: V,
  eventName: string,
): TablesInsert<T> {
  return form.row(form.schema.cast(values, { stripUnknown: true }) as V, eventName);
}

/** Each text field's examples, in the order the form shows its fields. */
export function textFieldsOf<V extends object>(form: FormExamples<V>): [TextField<V>, TextExamples][] {
  const text: Partial<Record<string, TextExamples>> = form.text;
  return form.fields.flatMap(({ name }) => {
    const examples = text[name];
    return examples ? [[name as TextField<V>, examples]] : [];
  });
}

/** A value of exactly `length` characters: `a` repeated between `before` and `after`. */
const ofLength = (length: number, before = '', after = '') =>
  `${before}${'a'.repeat(length - before.length - after.length)}${after}`;

/** The longest value of a field, and one character more refused as too long. */
const upTo = (max: number, before?: string, after?: string) => ({
  longest: ofLength(max, before, after),
  tooLong: { value: ofLength(max + 1, before, after), message: messages.tooLong(max) },
});

/** A required line of text (requiredText). */
function line(what: string): TextExamples {
  const { longest, tooLong } = upTo(limits.shortText);
  return { empty: messages.required(what), longest, refused: [tooLong] };
}

/** A required answer in the visitor's own words (requiredAnswer). */
function answer(max: number = limits.longText): TextExamples {
  const { longest, tooLong } = upTo(max);
  return { empty: messages.answer, longest, refused: [tooLong] };
}

const emailAddress: TextExamples = (() => {
  const { longest, tooLong } = upTo(limits.email, '', '@example.com');
  return {
    empty: messages.email,
    longest,
    refused: [
      { value: 'name@.com', message: messages.emailShape },
      { value: 'name@example', message: messages.emailShape },
      { value: 'name example@example.com', message: messages.emailShape },
      tooLong,
    ],
  };
})();

const linkedinAddress: TextExamples = (() => {
  const { longest, tooLong } = upTo(limits.url, 'https://www.linkedin.com/in/');
  return {
    empty: messages.url,
    longest,
    refused: [
      { value: 'javascript:alert(1)', message: messages.urlShape },
      { value: 'ftp://linkedin.com/in/your-name', message: messages.urlShape },
      { value: 'linkedin.com/in/your name', message: messages.urlShape },
      tooLong,
    ],
  };
})();

/** The applicant's five fields, as schemas.ts shares them between the four applicant forms. */
const applicant = {
  fullName: line(askFor.fullName),
  jobTitle: line(askFor.jobTitle),
  company: line(askFor.company),
  email: emailAddress,
  linkedinUrl: linkedinAddress,
};

const eventRegistration: FormExamples<EventRegistrationValues, 'event_registrations'> = {
  fields: eventRegistrationFields,
  schema: eventRegistrationSchema,
  initial: eventRegistrationInitial,
  table: 'event_registrations',
  row: eventRegistrationRow,
  onePerEmail: true,
  filled: {
    fullName: 'Amara Osei',
    email: 'amara@brightline.example',
    jobTitle: 'Head of Product',
    company: 'Brightline',
    linkedinUrl: 'linkedin.com/in/amara-osei',
    whyAttend: 'I lead our AI roadmap and would love to swap notes with women doing the same.',
    leadSession: true,
  },
  text: { ...applicant, whyAttend: answer() },
};

const womenLeading: FormExamples<WomenLeadingValues, 'event_registrations'> = {
  fields: womenLeadingFields,
  schema: womenLeadingSchema,
  initial: womenLeadingInitial,
  table: 'event_registrations',
  row: womenLeadingRow,
  onePerEmail: true,
  filled: {
    fullName: 'Priya Raman',
    email: 'priya@northbank.example',
    jobTitle: 'Chief Operating Officer',
    company: 'Northbank Health',
    linkedinUrl: 'https://www.linkedin.com/in/priya-raman',
    whyInterested: 'I want honest conversation with peers who are leading AI adoption.',
    currentChallenges: 'Moving from pilots to everyday use without losing the trust of clinicians.',
  },
  text: {
    ...applicant,
    whyInterested: answer(WOMEN_LEADING_ANSWER),
    currentChallenges: answer(WOMEN_LEADING_ANSWER),
  },
};

const retreatApplication: FormExamples<RetreatApplicationValues, 'retreat_applications'> = {
  fields: retreatApplicationFields,
  schema: retreatApplicationSchema,
  initial: retreatApplicationInitial,
  table: 'retreat_applications',
  row: retreatApplicationRow,
  onePerEmail: true,
  filled: {
    fullName: 'Sofia Lind',
    email: 'sofia@fjord.example',
    jobTitle: 'VP Engineering',
    company: 'Fjord Labs',
    linkedinUrl: 'linkedin.com/in/sofia-lind',
    whyApply: 'Time away to plan how our teams work with AI over the next two years.',
  },
  text: { ...applicant, whyApply: answer() },
};

const leadershipLabs: FormExamples<LeadershipLabsValues, 'leadership_labs_applications'> = {
  fields: leadershipLabsFields,
  schema: leadershipLabsSchema,
  initial: leadershipLabsInitial,
  table: 'leadership_labs_applications',
  row: leadershipLabsRow,
  onePerEmail: true,
  filled: {
    fullName: 'Grace Adeyemi',
    email: 'grace@harbour.example',
    jobTitle: 'Engineering Manager',
    company: 'Harbour Bank',
    linkedinUrl: 'https://linkedin.com/in/grace-adeyemi',
    currentGoals: 'Roll out coding assistants across three teams without losing quality.',
  },
  text: { ...applicant, currentGoals: answer() },
};

const partnershipEnquiry: FormExamples<PartnershipEnquiryValues, 'partnership_enquiries'> = {
  fields: partnershipEnquiryFields,
  schema: partnershipEnquirySchema,
  initial: partnershipEnquiryInitial,
  table: 'partnership_enquiries',
  row: partnershipEnquiryRow,
  onePerEmail: false,
  filled: {
    name: 'Tom Becker',
    company: 'Draftly',
    email: 'tom@draftly.example',
    message: 'We make an AI writing tool and would love to sponsor an issue of the newsletter.',
  },
  text: {
    name: line(askFor.name),
    company: applicant.company,
    email: emailAddress,
    message: answer(),
  },
};

/** Every form's examples, by form. */
export const formExamples = {
  eventRegistration,
  womenLeading,
  retreatApplication,
  leadershipLabs,
  partnershipEnquiry,
};
