import type {
  EventRegistrationField,
  LeadershipLabsField,
  PartnershipEnquiryField,
  RetreatApplicationField,
  WomenLeadingField,
} from '../../content/types';
import type { FieldSpec } from './SubmissionForm';

/** Each form's fields in the order it shows them: the first is where focus goes when it is sent empty. */

/** The fields every application starts with, in the order people expect them. */
const aboutYou = [
  { name: 'fullName', kind: 'text', autoComplete: 'name' },
  { name: 'email', kind: 'email', autoComplete: 'email' },
  { name: 'jobTitle', kind: 'text', autoComplete: 'organization-title' },
  { name: 'company', kind: 'text', autoComplete: 'organization' },
  { name: 'linkedinUrl', kind: 'url', autoComplete: 'url', wide: true },
] as const satisfies readonly FieldSpec<string>[];

export const eventRegistrationFields: readonly FieldSpec<EventRegistrationField>[] = [
  ...aboutYou,
  { name: 'whyAttend', kind: 'answer' },
  { name: 'leadSession', kind: 'checkbox' },
];

export const womenLeadingFields: readonly FieldSpec<WomenLeadingField>[] = [
  ...aboutYou,
  { name: 'whyInterested', kind: 'answer' },
  { name: 'currentChallenges', kind: 'answer' },
];

export const retreatApplicationFields: readonly FieldSpec<RetreatApplicationField>[] = [
  ...aboutYou,
  { name: 'whyApply', kind: 'answer' },
];

export const leadershipLabsFields: readonly FieldSpec<LeadershipLabsField>[] = [
  ...aboutYou,
  { name: 'currentGoals', kind: 'answer' },
];

export const partnershipEnquiryFields: readonly FieldSpec<PartnershipEnquiryField>[] = [
  { name: 'name', kind: 'text', autoComplete: 'name' },
  { name: 'company', kind: 'text', autoComplete: 'organization' },
  { name: 'email', kind: 'email', autoComplete: 'email', wide: true },
  { name: 'message', kind: 'answer' },
];
