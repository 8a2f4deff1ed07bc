// The member's order list as a keyboard user meets it: the pager and the status filter keep the focus while the next
// page loads, and a search that matches nothing on the page says so, not that there are no orders.
import { expect, test } from './support/test.js';
import { signIn } from './support/session.js';

test('paging and filtering by keyboard keep the focus; a search without a match on the page says so', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto('/personal?lang=de');
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toBeVisible();
  const firstOnPageOne = await rows.first().innerText();

  const pageTwo = page.getByRole('button', { name: 'Seite 2' });
  await pageTwo.focus();
  await page.keyboard.press('Enter');
  await expect(rows.first()).not.toHaveText(firstOnPageOne);
  await expect(pageTwo).toBeFocused();
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');

  await page.getByRole('searchbox', { name: 'Bestellnummer' }).fill('KO-NO-SUCH');
  await expect(page.getByRole('status').filter({ hasText: 'Keine Bestellnummer auf dieser Seite enthält „KO-NO-SUCH“.' })).toBeVisible();
  await expect(page.getByText('Noch keine Bestellungen.')).toHaveCount(0);
});

test('the page, filter and search are in the address: Back from an order and a reload find the list as it was', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto('/personal?lang=en');
  const rows = page.getByTestId('order-row');
  const firstOnPageOne = await rows.first().innerText();
  const pageTwo = page.getByRole('button', { name: 'Page 2' });
  await pageTwo.click();
  await expect(rows.first()).not.toHaveText(firstOnPageOne);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  const orderNo = (await rows.first().getByRole('link').first().innerText()).trim();
  const search = page.getByRole('searchbox', { name: 'Order number' });
  await search.fill(orderNo);
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(orderNo)}`));

  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/Order\?id=/);
  await page.goBack();
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');
  await expect(search).toHaveValue(orderNo);
  await expect(rows).toHaveCount(1);

  await page.reload();
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');
  await expect(search).toHaveValue(orderNo);
  await expect(rows).toHaveCount(1);
});

test('a page or an order that could not be read says so and is asked for again, not "no orders" or "not found"', async ({ page, baseURL, consoleProblems }) => {
  consoleProblems.allow(/status of 500|^error: KontorApiError: /);
  await signIn(page, baseURL!, 'ddp-buyer');
  let failing = true;
  await page.route('**/scgl/rfstoreorder/my/**', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 1, msg: 'Database away', data: null }) }) : route.fallback(),
  );
  await page.goto('/personal?lang=en');
  await expect(page.getByRole('alert').filter({ hasText: 'Your orders could not be loaded.' })).toBeVisible();
  await expect(page.getByText('No orders yet.')).toHaveCount(0);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toBeVisible();

  const href = await rows.first().getByRole('link').first().getAttribute('href');
  failing = true;
  await page.goto(`${href}&lang=en`);
  await expect(page.getByRole('alert').filter({ hasText: 'This order could not be loaded.' })).toBeVisible();
  await expect(page.getByText('This order could not be found.')).toHaveCount(0);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: /^Order KO/ })).toBeVisible();
});
