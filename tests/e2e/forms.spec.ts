import type { Locator, Page } from '@playwright/test';
import { eventRecords } from '../../content/events';
import { expect, test, visit } from '../support/fixtures';
import {
  cases,
  expectCleared,
  expectRow,
  expectSucceeded,
  expectValues,
  fillForm,
  fieldOf,
  formOf,
  noticeTitled,
  restCalls,
  rowsFor,
  submitButton,
  uniqueEmail,
  valuesOf,
  type FormCase,
  type Row,
} from '../support/formCases';

async function open(page: Page, c: FormCase): Promise<Locator> {
  await visit(page, c.url);
  const form = formOf(page, c);
  await expect(form).toBeVisible();
  return form;
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
      const messages = c.emptyMessages;
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
      // The row is held back until the sending state has been seen, however long that takes.
      let release = () => {};
      const seen = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/rest/v1/**', async (route) => {
        await seen;
        await route.continue();
      });
      await fillForm(form, c, values);
      await submitButton(form).click();

      await expect(submitButton(form)).toHaveText(c.copy.submittingLabel);
      await expect(submitButton(form)).toBeDisabled();
      await expect(form).toHaveAttribute('aria-busy', 'true');
      for (const name of Object.keys(values)) await expect(fieldOf(form, c, name)).toBeDisabled();
      release();

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
    [eventRecords['waves-ai'].eventName, eventRecords['ai-power-circle'].eventName].sort(),
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
