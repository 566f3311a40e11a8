import type { FieldSpec } from './SubmissionForm';

/** The fields every application starts with, in the order people expect them. */
export const aboutYou = [
  { name: 'fullName', kind: 'text', autoComplete: 'name' },
  { name: 'email', kind: 'email', autoComplete: 'email' },
  { name: 'jobTitle', kind: 'text', autoComplete: 'organization-title' },
  { name: 'company', kind: 'text', autoComplete: 'organization' },
  { name: 'linkedinUrl', kind: 'url', autoComplete: 'url', wide: true },
] as const satisfies readonly FieldSpec<string>[];
