import { forms } from '../../src/forms/forms';
import { expect, test } from '../support/fixtures';
import { hostOrigins } from '../support/hosts';

// The start-up rules every page keeps are checked on the walk (tests/e2e/pageWalk.spec.ts); this is
// what happens when a page's islands never start.

test('before the form is hydrated, the browser never sends it itself: it is held, and says so', async ({
  page,
}) => {
  // Entry-client never runs, so the form stays as it was written, with only the head script.
  await page.route('**/assets/islands-*.js', (route) => route.abort());
  const address = `${hostOrigins.main}/women-love-ai/events/autumn-retreat`;
  await page.goto(address);
  await page
    .getByRole('textbox', { name: forms.retreatApplication.copy.fields.fullName?.label })
    .fill('Ada Lovelace');
  await page.keyboard.press('Enter');
  await expect(page.getByText(forms.retreatApplication.copy.waiting)).toBeVisible();
  await expect(page).toHaveURL(address);
  await expect(page.locator('form[data-form]')).toHaveAttribute('method', 'post');
});
