/**
 * The site's forms, each on a page where it is shown, with what a visitor types and the row that
 * becomes; and the helpers that fill a form and check what it did. Shared by the form tests and the
 * tests of forms used before the app has started.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AnyObjectSchema } from 'yup';
import { events } from '../../content/events';
import {
  boardroomInterestForm,
  eventRegistrationForm,
  leadershipLabsForm,
  partnershipEnquiryForm,
  retreatApplicationForm,
  womenLeadingForm,
} from '../../content/forms';
import type { FormCopy } from '../../content/types';
import type { TableName } from '../../src/backend/database.types';
import {
  eventRegistrationSchema,
  leadershipLabsSchema,
  partnershipEnquirySchema,
  retreatApplicationSchema,
  womenLeadingHeadings,
  womenLeadingSchema,
} from '../../src/forms/schemas';
import { readServiceRoleKey } from '../../supabase/local/serviceRoleKey';
import { expect, test } from './fixtures';
import { E2E_DATA_DIR, hostOrigins } from './hosts';

export type Row = Record<string, string | boolean>;

export interface FormCase {
  /** Names the form and the page it is on in test titles. */
  title: string;
  url: string;
  formId: string;
  copy: FormCopy<string>;
  schema: AnyObjectSchema;
  table: TableName;
  /** The first field of the form, where focus goes when the form is sent empty. */
  firstField: string;
  /** What a visitor types, by field name (the e-mail is added per test); `true` ticks a checkbox. */
  input: Row;
  /** The row that input becomes, apart from the e-mail, id and time. */
  row: Row;
  /** Whether the database refuses a second row from the same e-mail. */
  onePerEmail: boolean;
}

const eventPage = (host: 'main' | 'community', slug: keyof typeof events) =>
  host === 'community'
    ? `${hostOrigins.community}/events/${slug}`
    : `${hostOrigins.main}/women-love-ai/events/${slug}`;

const person = {
  fullName: '  Ada Lovelace  ',
  jobTitle: ' Head of Data ',
  company: 'Analytical Engines Ltd  ',
  linkedinUrl: 'linkedin.com/in/ada-lovelace',
};
const personRow = {
  full_name: 'Ada Lovelace',
  job_title: 'Head of Data',
  company: 'Analytical Engines Ltd',
  linkedin_url: 'https://linkedin.com/in/ada-lovelace',
};

export const cases: FormCase[] = [
  {
    title: 'boat party registration (community host)',
    url: eventPage('community', 'waves-ai'),
    formId: 'event-registration',
    copy: eventRegistrationForm,
    schema: eventRegistrationSchema,
    table: 'event_registrations',
    firstField: 'fullName',
    input: {
      ...person,
      whyAttend: '  I build data tools for a newsroom.\nI hope to meet other builders.  ',
      leadSession: true,
    },
    row: {
      ...personRow,
      why_attend: 'I build data tools for a newsroom.\nI hope to meet other builders.',
      lead_session: true,
      event_name: events['waves-ai'].eventName,
    },
    onePerEmail: true,
  },
  {
    title: 'AI Power Circle registration (main host)',
    url: eventPage('main', 'ai-power-circle'),
    formId: 'event-registration',
    copy: eventRegistrationForm,
    schema: eventRegistrationSchema,
    table: 'event_registrations',
    firstField: 'fullName',
    input: {
      fullName: 'Grace Hopper ',
      jobTitle: ' Rear Admiral',
      company: ' US Navy',
      linkedinUrl: 'https://www.linkedin.com/in/grace-hopper/',
      whyAttend: ' To learn one new workflow. ',
      leadSession: false,
    },
    row: {
      full_name: 'Grace Hopper',
      job_title: 'Rear Admiral',
      company: 'US Navy',
      linkedin_url: 'https://www.linkedin.com/in/grace-hopper/',
      why_attend: 'To learn one new workflow.',
      lead_session: false,
      event_name: events['ai-power-circle'].eventName,
    },
    onePerEmail: true,
  },
  {
    title: 'Women Leading In AI application (community host)',
    url: eventPage('community', 'women-leading-ai'),
    formId: 'women-leading-application',
    copy: womenLeadingForm,
    schema: womenLeadingSchema,
    table: 'event_registrations',
    firstField: 'fullName',
    input: {
      ...person,
      whyInterested: '  Honest conversation with peers.  ',
      currentChallenges: ' Getting a team to trust the tools.\nBudget. ',
    },
    row: {
      ...personRow,
      why_attend: [
        womenLeadingHeadings.whyInterested,
        'Honest conversation with peers.',
        '',
        womenLeadingHeadings.currentChallenges,
        'Getting a team to trust the tools.\nBudget.',
      ].join('\n'),
      lead_session: false,
      event_name: events['women-leading-ai'].eventName,
    },
    onePerEmail: true,
  },
  {
    title: 'retreat application (main host)',
    url: eventPage('main', 'autumn-retreat'),
    formId: 'retreat-application',
    copy: retreatApplicationForm,
    schema: retreatApplicationSchema,
    table: 'retreat_applications',
    firstField: 'fullName',
    input: { ...person, whyApply: '  Time away to think about where AI takes my work.  ' },
    row: {
      ...personRow,
      why_apply: 'Time away to think about where AI takes my work.',
      event_name: events['autumn-retreat'].eventName,
    },
    onePerEmail: true,
  },
  {
    title: 'boardroom interest (main host)',
    url: eventPage('main', 'ai-influence'),
    formId: 'boardroom-interest',
    copy: boardroomInterestForm,
    schema: retreatApplicationSchema,
    table: 'retreat_applications',
    firstField: 'fullName',
    input: { ...person, whyApply: ' A board role I am preparing for. ' },
    row: {
      ...personRow,
      why_apply: 'A board role I am preparing for.',
      event_name: events['ai-influence'].eventName,
    },
    onePerEmail: true,
  },
  {
    title: 'leadership labs application (main host)',
    url: eventPage('main', 'leadership-labs'),
    formId: 'leadership-labs-application',
    copy: leadershipLabsForm,
    schema: leadershipLabsSchema,
    table: 'leadership_labs_applications',
    firstField: 'fullName',
    input: { ...person, currentGoals: '  Change how my team writes reports.  ' },
    row: { ...personRow, current_goals: 'Change how my team writes reports.' },
    onePerEmail: true,
  },
  {
    title: 'partnership enquiry (main host)',
    url: `${hostOrigins.main}/tools`,
    formId: 'partnership-enquiry',
    copy: partnershipEnquiryForm,
    schema: partnershipEnquirySchema,
    table: 'partnership_enquiries',
    firstField: 'name',
    input: {
      name: '  Katherine Johnson ',
      company: ' Orbit Tools ',
      message: '  We make a tool for checking sums.\nWould your readers like it?  ',
    },
    row: {
      name: 'Katherine Johnson',
      company: 'Orbit Tools',
      message: 'We make a tool for checking sums.\nWould your readers like it?',
    },
    onePerEmail: false,
  },
];

let emailCount = 0;

/** An address no other test uses: every test shares one database, and tests run in parallel. */
export function uniqueEmail(tag: string): string {
  emailCount += 1;
  const id = test.info().testId.slice(0, 12);
  return `forms-${tag}-${id}-${Date.now().toString(36)}-${emailCount}@example.com`;
}

/** The rows of a table with exactly this e-mail, read with the local service-role key. */
export async function rowsFor(request: APIRequestContext, table: TableName, email: string): Promise<Row[]> {
  const response = await request.get(
    `${hostOrigins.main}/rest/v1/${table}?email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: readServiceRoleKey(E2E_DATA_DIR) } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Row[];
}

export const formOf = (page: Page, c: FormCase): Locator => page.locator(`form[data-form="${c.formId}"]`);
export const submitButton = (form: Locator): Locator => form.locator('button[type="submit"]');
export const fieldOf = (form: Locator, c: FormCase, name: string): Locator =>
  form.getByLabel(c.copy.fields[name]?.label ?? name);
/** The newest notice with this title (an earlier one may still be on screen). */
export const noticeTitled = (page: Page, title: string): Locator =>
  page.locator('.notistack-SnackbarContainer').getByText(title, { exact: true }).last();

export const valuesOf = (c: FormCase, email: string): Row => ({ ...c.input, email });

export async function fillForm(form: Locator, c: FormCase, values: Row): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = fieldOf(form, c, name);
    if (typeof value === 'boolean') await field.setChecked(value);
    else await field.fill(value);
  }
}

/** Every field and the button can be used. */
export const expectEnabled = (form: Locator) =>
  expect(form.locator('input:disabled, textarea:disabled, button:disabled')).toHaveCount(0);

export async function expectValues(form: Locator, c: FormCase, values: Row): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = fieldOf(form, c, name);
    if (typeof value === 'boolean') await expect(field).toBeChecked({ checked: value });
    else await expect(field).toHaveValue(value);
  }
  await expectEnabled(form);
}

export async function expectCleared(form: Locator, c: FormCase, values: Row): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = fieldOf(form, c, name);
    if (typeof value === 'boolean') await expect(field).not.toBeChecked();
    else await expect(field).toHaveValue('');
  }
  await expectEnabled(form);
}

export async function expectSucceeded(page: Page, form: Locator, c: FormCase): Promise<void> {
  const outcome = form.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-outcome', 'succeeded');
  await expect(outcome).toHaveText(c.copy.successInline);
  await expect(outcome).toBeFocused();
  await expect(noticeTitled(page, c.copy.success.title)).toBeVisible();
  await expect(submitButton(form)).toHaveText(c.copy.submitLabel);
  await expect(submitButton(form)).toBeEnabled();
}

export function expectRow(rows: Row[], c: FormCase, email: string): void {
  expect(rows).toEqual([{ id: expect.any(String), created_at: expect.any(String), email, ...c.row }]);
}

/** Every request the page makes to the REST API, as `METHOD path`. */
export function restCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/rest/v1/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}
