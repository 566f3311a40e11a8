import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ValidationError, type AnyObjectSchema } from 'yup';
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
import { expect, test, visit } from '../support/fixtures';
import { E2E_DATA_DIR, hostOrigins } from '../support/hosts';

type Row = Record<string, string | boolean>;

interface FormCase {
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

const cases: FormCase[] = [
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
function uniqueEmail(tag: string): string {
  emailCount += 1;
  const id = test.info().testId.slice(0, 12);
  return `forms-${tag}-${id}-${Date.now().toString(36)}-${emailCount}@example.com`;
}

/** The rows of a table with exactly this e-mail, read with the local service-role key. */
async function rowsFor(request: APIRequestContext, table: TableName, email: string): Promise<Row[]> {
  const response = await request.get(
    `${hostOrigins.main}/rest/v1/${table}?email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: readServiceRoleKey(E2E_DATA_DIR) } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Row[];
}

/** Every request the page makes to the REST API, as `METHOD path`. */
function restCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/rest/v1/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** The message each required field shows when the form is sent empty. */
function requiredMessages(c: FormCase): Record<string, string> {
  try {
    c.schema.validateSync({}, { abortEarly: false });
  } catch (error) {
    if (error instanceof ValidationError)
      return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
    throw error;
  }
  throw new Error(`${c.formId}: an empty form passed validation`);
}

const formOf = (page: Page, c: FormCase): Locator => page.locator(`form[data-form="${c.formId}"]`);
const submitButton = (form: Locator): Locator => form.locator('button[type="submit"]');
const fieldOf = (form: Locator, c: FormCase, name: string): Locator =>
  form.getByLabel(c.copy.fields[name]?.label ?? name);
/** The newest notice with this title (an earlier one may still be on screen). */
const noticeTitled = (page: Page, title: string): Locator =>
  page.locator('.notistack-SnackbarContainer').getByText(title, { exact: true }).last();

const valuesOf = (c: FormCase, email: string): Row => ({ ...c.input, email });

async function open(page: Page, c: FormCase): Promise<Locator> {
  await visit(page, c.url);
  const form = formOf(page, c);
  await expect(form).toBeVisible();
  return form;
}

async function fillForm(form: Locator, c: FormCase, values: Row): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = fieldOf(form, c, name);
    if (typeof value === 'boolean') await field.setChecked(value);
    else await field.fill(value);
  }
}

/** Every field and the button can be used. */
const expectEnabled = (form: Locator) =>
  expect(form.locator('input:disabled, textarea:disabled, button:disabled')).toHaveCount(0);

async function expectValues(form: Locator, c: FormCase, values: Row): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = fieldOf(form, c, name);
    if (typeof value === 'boolean') await expect(field).toBeChecked({ checked: value });
    else await expect(field).toHaveValue(value);
  }
  await expectEnabled(form);
}

async function expectCleared(form: Locator, c: FormCase, values: Row): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = fieldOf(form, c, name);
    if (typeof value === 'boolean') await expect(field).not.toBeChecked();
    else await expect(field).toHaveValue('');
  }
  await expectEnabled(form);
}

async function expectSucceeded(page: Page, form: Locator, c: FormCase): Promise<void> {
  const outcome = form.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-outcome', 'succeeded');
  await expect(outcome).toHaveText(c.copy.successInline);
  await expect(outcome).toBeFocused();
  await expect(noticeTitled(page, c.copy.success.title)).toBeVisible();
  await expect(submitButton(form)).toHaveText(c.copy.submitLabel);
  await expect(submitButton(form)).toBeEnabled();
}

/** The form kept what was typed, says why it was not sent, and can be sent again. */
async function expectKept(
  page: Page,
  form: Locator,
  c: FormCase,
  values: Row,
  phase: 'failed' | 'duplicate',
  words: { title: string; description?: string },
): Promise<void> {
  const outcome = form.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-outcome', phase);
  await expect(outcome).toContainText(words.title);
  if (words.description) await expect(outcome).toContainText(words.description);
  await expect(noticeTitled(page, words.title)).toBeVisible();
  await expectValues(form, c, values);
  await expect(submitButton(form)).toHaveText(c.copy.submitLabel);
  await expect(submitButton(form)).toBeEnabled();
  await expect(submitButton(form)).toBeFocused();
}

function expectRow(rows: Row[], c: FormCase, email: string): void {
  expect(rows).toEqual([{ id: expect.any(String), created_at: expect.any(String), email, ...c.row }]);
}

/** The failure was logged once, by form and reason, without any of the visitor's values. */
function expectLoggedFailure(consoleErrors: string[], c: FormCase, values: Row): void {
  const logged = consoleErrors.filter((e) => e.startsWith('[forms]'));
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(new RegExp(`^\\[forms\\] ${c.formId}: the submission failed: `));
  for (const value of Object.values(values)) {
    if (typeof value === 'string') expect(consoleErrors.join('\n')).not.toContain(value.trim());
  }
}

// Each test fills and checks a whole form, some twice; a busy machine needs more than the default.
test.describe.configure({ timeout: 60_000 });

// The embedded database opens at its first request; open it before any test starts its clock.
test.beforeAll(async ({ request }) => {
  expect(await rowsFor(request, 'event_registrations', 'nobody@example.com')).toEqual([]);
});

for (const c of cases) {
  test.describe(c.title, () => {
    test('stores the trimmed, normalised values and clears the form', async ({
      page,
      request,
      consoleErrors,
      blockedRequests,
    }) => {
      const email = uniqueEmail(c.formId);
      const form = await open(page, c);
      await fillForm(form, c, valuesOf(c, email));
      await submitButton(form).click();

      await expectSucceeded(page, form, c);
      await expectCleared(form, c, valuesOf(c, email));
      expectRow(await rowsFor(request, c.table, email), c, email);
      expect(consoleErrors).toEqual([]);
      expect(blockedRequests).toEqual([]);
    });

    test('an empty form shows every message, focuses the first field and sends nothing', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const messages = requiredMessages(c);
      const required = Object.keys(messages);
      expect(required.length).toBeGreaterThan(1);
      const calls = restCalls(page);
      const form = await open(page, c);

      await submitButton(form).click();
      for (const [name, message] of Object.entries(messages)) {
        await expect(form.locator(`#field-${name}`)).toHaveAttribute('aria-invalid', 'true');
        await expect(form.locator(`#field-${name}-helper-text`)).toHaveText(message);
      }
      await expect(form.locator(`#field-${c.firstField}`)).toBeFocused();
      await expect(form.getByRole('status')).toHaveText(
        new RegExp(`^${required.length} fields need your attention: `),
      );
      await expect(form.locator('[data-outcome]')).toHaveCount(0);

      // With only the e-mail filled in, the others still hold the form back.
      const email = uniqueEmail(c.formId);
      await fieldOf(form, c, 'email').fill(email);
      await submitButton(form).click();
      await expect(form.locator('#field-email')).toHaveAttribute('aria-invalid', 'false');
      await expect(form.locator(`#field-${c.firstField}`)).toBeFocused();
      await expect(form.getByRole('status')).toHaveText(
        new RegExp(`^${required.length - 1} fields need your attention: `),
      );
      await expect(submitButton(form)).toBeEnabled();

      expect(calls).toEqual([]);
      expect(await rowsFor(request, c.table, email)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test('an unreachable backend shows the unexpected error and keeps every value', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const email = uniqueEmail(c.formId);
      const values = valuesOf(c, email);
      const form = await open(page, c);
      await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));
      await fillForm(form, c, values);
      await submitButton(form).click();

      await expectKept(page, form, c, values, 'failed', c.copy.unexpected);
      expect(await rowsFor(request, c.table, email)).toEqual([]);
      expectLoggedFailure(consoleErrors, c, values);

      // Once the backend answers again, the kept values go through unchanged.
      await page.unroute('**/rest/v1/**');
      await submitButton(form).click();
      await expectSucceeded(page, form, c);
      expectRow(await rowsFor(request, c.table, email), c, email);
    });

    test('a backend error shows the failure and keeps every value', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const email = uniqueEmail(c.formId);
      const values = valuesOf(c, email);
      const form = await open(page, c);
      await page.route('**/rest/v1/**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }),
        }),
      );
      await fillForm(form, c, values);
      await submitButton(form).click();

      await expectKept(page, form, c, values, 'failed', c.copy.failure);
      expect(await rowsFor(request, c.table, email)).toEqual([]);
      expectLoggedFailure(consoleErrors, c, values);
      expect(consoleErrors.find((e) => e.startsWith('[forms]'))).toContain('server (XX000)');
    });

    test('while sending, the button says so and nothing can be changed', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const email = uniqueEmail(c.formId);
      const values = valuesOf(c, email);
      const form = await open(page, c);
      await page.route('**/rest/v1/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await fillForm(form, c, values);
      await submitButton(form).click();

      await expect(submitButton(form)).toHaveText(c.copy.submittingLabel);
      await expect(submitButton(form)).toBeDisabled();
      await expect(form).toHaveAttribute('aria-busy', 'true');
      for (const name of Object.keys(values)) await expect(fieldOf(form, c, name)).toBeDisabled();

      await expectSucceeded(page, form, c);
      await expect(form).toHaveAttribute('aria-busy', 'false');
      await expectCleared(form, c, values);
      expectRow(await rowsFor(request, c.table, email), c, email);
      expect(consoleErrors).toEqual([]);
    });

    test('a double click sends once', async ({ page, request, consoleErrors }) => {
      const email = uniqueEmail(c.formId);
      const calls = restCalls(page);
      const form = await open(page, c);
      await fillForm(form, c, valuesOf(c, email));
      await submitButton(form).dblclick();

      await expectSucceeded(page, form, c);
      expectRow(await rowsFor(request, c.table, email), c, email);
      expect(calls).toEqual([`POST /rest/v1/${c.table}`]);
      expect(consoleErrors).toEqual([]);
    });

    test('two submits in the same moment send once', async ({ page, request, consoleErrors }) => {
      const email = uniqueEmail(c.formId);
      const calls = restCalls(page);
      const form = await open(page, c);
      await fillForm(form, c, valuesOf(c, email));
      await form.evaluate((element: HTMLFormElement) => {
        element.requestSubmit();
        element.requestSubmit();
      });

      await expectSucceeded(page, form, c);
      expectRow(await rowsFor(request, c.table, email), c, email);
      expect(calls).toEqual([`POST /rest/v1/${c.table}`]);
      expect(consoleErrors).toEqual([]);
    });

    test('a filled-in honeypot looks sent but stores nothing', async ({ page, request, consoleErrors }) => {
      const email = uniqueEmail(c.formId);
      const calls = restCalls(page);
      const form = await open(page, c);
      await fillForm(form, c, valuesOf(c, email));
      await form.locator('input[name="contact_by_fax_only"]').fill('https://spam.example', { force: true });
      await submitButton(form).click();

      await expectSucceeded(page, form, c);
      await expectCleared(form, c, valuesOf(c, email));
      expect(calls).toEqual([]);
      expect(await rowsFor(request, c.table, email)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    if (c.onePerEmail) {
      test('the same e-mail in upper case is told it is already in, and stored once', async ({
        page,
        request,
        consoleErrors,
      }) => {
        const email = uniqueEmail(c.formId);
        const form = await open(page, c);
        await fillForm(form, c, valuesOf(c, email));
        await submitButton(form).click();
        await expectSucceeded(page, form, c);

        const again = valuesOf(c, email.toUpperCase());
        await fillForm(form, c, again);
        await submitButton(form).click();
        await expectKept(page, form, c, again, 'duplicate', c.copy.duplicate);

        expectRow(await rowsFor(request, c.table, email), c, email);
        expect(await rowsFor(request, c.table, email.toUpperCase())).toEqual([]);
        // Not a failure: nothing is logged but the browser's own line about the 409 answer.
        expect(consoleErrors).toEqual([expect.stringMatching(/^Failed to load resource: .*\b409\b/)]);
      });
    } else {
      test('the same e-mail may write again', async ({ page, request, consoleErrors }) => {
        const email = uniqueEmail(c.formId);
        const form = await open(page, c);
        for (let i = 0; i < 2; i += 1) {
          await fillForm(form, c, valuesOf(c, email));
          await submitButton(form).click();
          await expectSucceeded(page, form, c);
          await expectCleared(form, c, valuesOf(c, email));
        }
        const rows = await rowsFor(request, c.table, email);
        expect(rows).toHaveLength(2);
        for (const row of rows) expectRow([row], c, email);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

test('one e-mail may register for two different events', async ({ page, request, consoleErrors }) => {
  const [boatParty, powerCircle] = cases;
  if (!boatParty || !powerCircle) throw new Error('the registration cases are missing');
  const email = uniqueEmail('two-events');
  for (const c of [boatParty, powerCircle]) {
    const form = await open(page, c);
    await fillForm(form, c, valuesOf(c, email));
    await submitButton(form).click();
    await expectSucceeded(page, form, c);
  }
  const rows = await rowsFor(request, 'event_registrations', email);
  expect(rows.map((r) => r.event_name).sort()).toEqual(
    [events['waves-ai'].eventName, events['ai-power-circle'].eventName].sort(),
  );
  expect(consoleErrors).toEqual([]);
});

test('the code that sends a form arrives once a visitor starts on it, and is asked for again if it failed', async ({
  page,
  request,
  consoleErrors,
}) => {
  const [c] = cases;
  if (!c) throw new Error('the registration case is missing');
  const email = uniqueEmail('backend-code');
  const values = valuesOf(c, email);
  const backendCode = /\/assets\/backend-[\w-]+\.js/;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (backendCode.test(r.url())) asked.push(r.url());
  });
  // The connection drops for this file until the visitor has tried to send.
  let dropped = true;
  await page.route(backendCode, (route) => (dropped ? route.abort('connectionreset') : route.continue()));
  const form = await open(page, c);
  expect(asked).toEqual([]);

  await fillForm(form, c, values);
  expect(asked.length).toBeGreaterThan(0);
  await submitButton(form).click();
  await expectKept(page, form, c, values, 'failed', c.copy.unexpected);
  expect(await rowsFor(request, c.table, email)).toEqual([]);
  expectLoggedFailure(consoleErrors, c, values);

  dropped = false;
  await submitButton(form).click();
  await expectSucceeded(page, form, c);
  expectRow(await rowsFor(request, c.table, email), c, email);
  // Every attempt at an address of its own: a module that failed to load stays failed at its address.
  expect(asked.length).toBeGreaterThanOrEqual(3);
  expect(new Set(asked).size).toBe(asked.length);
});
