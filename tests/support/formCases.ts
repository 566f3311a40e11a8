/**
 * The site's forms, each on a page where it is shown, with what a visitor types and the row that
 * becomes, both from the form's examples (src/forms/examples.ts); and the helpers that fill a form and
 * check what it did. Shared by the form tests and the tests of forms used before the app has started.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { eventRecords } from '../../content/events';
import type { EventSlug, FieldEntry, FormCopy } from '../../content/types';
import type { TableName } from '../../src/backend/database.types';
import {
  firstFieldOf,
  formExamples,
  sentRow,
  textFieldsOf,
  type FormExamples,
} from '../../src/forms/examples';
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
  table: TableName;
  /** The first field of the form, where focus goes when the form is sent empty. */
  firstField: string;
  /** What a visitor types, by field name (the e-mail is added per test); `true` ticks a checkbox. */
  input: Row;
  /** The row that input becomes, apart from the e-mail, id and time. */
  row: Record<string, unknown>;
  /** The message under each field when the form is sent empty. */
  emptyMessages: Record<string, string>;
  /** Whether the database refuses a second row from the same e-mail. */
  onePerEmail: boolean;
}

/** Where a form is shown: the page, and the event its rows name. */
interface Shown {
  title: string;
  url: string;
  eventName?: string;
}

/**
 * How a visitor types a value: texts with spaces around them, which the form trims. E-mail and web
 * addresses go as they are, since the browser trims those itself as they are typed.
 */
const typedAs = (kind: FieldEntry['kind'], value: unknown): string | boolean => {
  if (typeof value === 'boolean') return value;
  return kind === 'text' || kind === 'answer' ? `  ${String(value)}  ` : String(value);
};

/** Columns a form may leave out, with the value the table then stores (supabase/migrations). */
const tableDefaults: Partial<Record<TableName, Row>> = { event_registrations: { lead_session: false } };

/** A form on a page: its filled-in example typed in, and the row its values become. */
function shownOn(form: FormExamples, shown: Shown): FormCase {
  const { eventName = '', ...page } = shown;
  const input = Object.fromEntries(
    form.fields.filter((f) => f.name !== 'email').map((f) => [f.name, typedAs(f.kind, form.filled[f.name])]),
  );
  const row = Object.entries(sentRow(form, form.filled, eventName)).filter(([column]) => column !== 'email');
  return {
    ...page,
    formId: form.id,
    copy: form.copy,
    table: form.table,
    firstField: firstFieldOf(form),
    input,
    row: { ...tableDefaults[form.table], ...Object.fromEntries(row) },
    emptyMessages: Object.fromEntries(textFieldsOf(form).map(([name, { empty }]) => [name, empty])),
    onePerEmail: form.onePerEmail,
  };
}

const eventPage = (host: 'main' | 'community', slug: EventSlug) =>
  host === 'community'
    ? `${hostOrigins.community}/events/${slug}`
    : `${hostOrigins.main}/women-love-ai/events/${slug}`;

export const cases: FormCase[] = [
  shownOn(formExamples.eventRegistration, {
    title: 'boat party registration (community host)',
    url: eventPage('community', 'waves-ai'),
    eventName: eventRecords['waves-ai'].eventName,
  }),
  shownOn(formExamples.eventRegistration, {
    title: 'AI Power Circle registration (main host)',
    url: eventPage('main', 'ai-power-circle'),
    eventName: eventRecords['ai-power-circle'].eventName,
  }),
  shownOn(formExamples.womenLeading, {
    title: 'Women Leading In AI application (community host)',
    url: eventPage('community', 'women-leading-ai'),
    eventName: eventRecords['women-leading-ai'].eventName,
  }),
  shownOn(formExamples.retreatApplication, {
    title: 'retreat application (main host)',
    url: eventPage('main', 'autumn-retreat'),
    eventName: eventRecords['autumn-retreat'].eventName,
  }),
  shownOn(formExamples.boardroomInterest, {
    title: 'boardroom interest (main host)',
    url: eventPage('main', 'ai-influence'),
    eventName: eventRecords['ai-influence'].eventName,
  }),
  shownOn(formExamples.leadershipLabs, {
    title: 'leadership labs application (main host)',
    url: eventPage('main', 'leadership-labs'),
  }),
  shownOn(formExamples.partnershipEnquiry, {
    title: 'partnership enquiry (main host)',
    url: `${hostOrigins.main}/tools`,
  }),
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
