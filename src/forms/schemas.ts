import { object, type InferType } from 'yup';
import type {
  EventRegistration,
  LeadershipLabsApplication,
  PartnershipEnquiry,
  RetreatApplication,
} from '../backend/submissions';
import { email, limits, optionalFlag, requiredAnswer, requiredText, webAddress } from './rules';

/** Each form's schema, the values it starts with, and the row it sends (values already cast: trimmed, normalised). */

/** What the message under an empty line of text asks for, by field: "Please enter your full name." */
export const askFor = {
  fullName: 'your full name',
  jobTitle: 'your job title',
  company: 'your company',
  name: 'your name',
} as const;

/** Who is applying: the five fields every application and registration asks first. */
const applicant = {
  fullName: requiredText(askFor.fullName),
  jobTitle: requiredText(askFor.jobTitle),
  company: requiredText(askFor.company),
  email: email(),
  linkedinUrl: webAddress(),
};
const applicantInitial = { fullName: '', jobTitle: '', company: '', email: '', linkedinUrl: '' };
type Applicant = Record<keyof typeof applicantInitial, string>;
const applicantColumns = (v: Applicant) => ({
  full_name: v.fullName,
  job_title: v.jobTitle,
  company: v.company,
  email: v.email,
  linkedin_url: v.linkedinUrl,
});

export const eventRegistrationSchema = object({
  ...applicant,
  whyAttend: requiredAnswer(),
  leadSession: optionalFlag(),
});
export type EventRegistrationValues = InferType<typeof eventRegistrationSchema>;
export const eventRegistrationInitial: EventRegistrationValues = {
  ...applicantInitial,
  whyAttend: '',
  leadSession: false,
};
export const eventRegistrationRow = (v: EventRegistrationValues, eventName: string): EventRegistration => ({
  ...applicantColumns(v),
  why_attend: v.whyAttend,
  lead_session: v.leadSession,
  event_name: eventName,
});

// The two answers share one column, each under its own heading, so each may use a little under half of it.
export const WOMEN_LEADING_ANSWER = Math.floor(limits.longText / 2) - 60;
export const womenLeadingHeadings = {
  whyInterested: 'Why I am interested:',
  currentChallenges: 'My current AI challenges:',
} as const;

export const womenLeadingSchema = object({
  ...applicant,
  whyInterested: requiredAnswer(WOMEN_LEADING_ANSWER),
  currentChallenges: requiredAnswer(WOMEN_LEADING_ANSWER),
});
export type WomenLeadingValues = InferType<typeof womenLeadingSchema>;
export const womenLeadingInitial: WomenLeadingValues = {
  ...applicantInitial,
  whyInterested: '',
  currentChallenges: '',
};
/** The private evening's application is kept as a registration; both answers go in why_attend, labelled. */
export const womenLeadingRow = (v: WomenLeadingValues, eventName: string): EventRegistration => ({
  ...applicantColumns(v),
  why_attend: [
    womenLeadingHeadings.whyInterested,
    v.whyInterested,
    '',
    womenLeadingHeadings.currentChallenges,
    v.currentChallenges,
  ].join('\n'),
  lead_session: false,
  event_name: eventName,
});

export const retreatApplicationSchema = object({
  ...applicant,
  whyApply: requiredAnswer(),
});
export type RetreatApplicationValues = InferType<typeof retreatApplicationSchema>;
export const retreatApplicationInitial: RetreatApplicationValues = {
  ...applicantInitial,
  whyApply: '',
};
export const retreatApplicationRow = (
  v: RetreatApplicationValues,
  eventName: string,
): RetreatApplication => ({
  ...applicantColumns(v),
  why_apply: v.whyApply,
  event_name: eventName,
});

export const leadershipLabsSchema = object({
  ...applicant,
  currentGoals: requiredAnswer(),
});
export type LeadershipLabsValues = InferType<typeof leadershipLabsSchema>;
export const leadershipLabsInitial: LeadershipLabsValues = {
  ...applicantInitial,
  currentGoals: '',
};
export const leadershipLabsRow = (v: LeadershipLabsValues): LeadershipLabsApplication => ({
  ...applicantColumns(v),
  current_goals: v.currentGoals,
});

export const partnershipEnquirySchema = object({
  name: requiredText(askFor.name),
  company: requiredText(askFor.company),
  email: email(),
  message: requiredAnswer(),
});
export type PartnershipEnquiryValues = InferType<typeof partnershipEnquirySchema>;
export const partnershipEnquiryInitial: PartnershipEnquiryValues = {
  name: '',
  company: '',
  email: '',
  message: '',
};
export const partnershipEnquiryRow = (v: PartnershipEnquiryValues): PartnershipEnquiry => ({
  name: v.name,
  company: v.company,
  email: v.email,
  message: v.message,
});
