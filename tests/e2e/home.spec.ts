import { expect, test } from './support/test.js';
import AxeBuilder from '@axe-core/playwright';
import { signIn } from './support/session.js';

test('the home page shows the recommendations and whole containers from the database, accessibly', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto('/?lang=de');
  const hot = page.getByRole('list', { name: 'Gefragte Produkte' });
  await expect(hot.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Komplette Container' }).getByRole('link', { name: 'Essgruppen-Saison' })).toHaveAttribute('href', '/CaDetail?id=1');
  // The container types as the spec writes them (40'H), not as the wire does (40H).
  await expect(page.getByRole('list', { name: 'Komplette Container' })).toContainText("Containertyp 40'H");
  await expect(page.locator('html')).toHaveClass(/theme-hey/);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an unknown path is answered 404 and shows the not-found page with a way home', async ({ page, baseURL, consoleProblems }) => {
  consoleProblems.allow(/status of 404 .*\/no\/such\/page\)$/);
  await signIn(page, baseURL!);
  const response = await page.goto('/no/such/page');
  // Said to crawlers and link checkers too, not only to the reader.
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signed out, the way home from /404 asks for a sign-in first and remembers the home page', async ({ page, consoleProblems }) => {
  consoleProblems.allow(/status of 404 .*\/no\/such\/page\)$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a category page sorts its products by price once its sort order, light at first, has loaded its list', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto('/classification?id=11&lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Dining sets' })).toBeVisible();
  const shownPrices = () => page.locator('[data-price]').evaluateAll((nodes) => nodes.map((node) => Number(node.firstChild?.textContent?.replace(/[^\d.]/g, ''))));
  // Every card's price is there (a member's prices fill in after the page is drawn: until then a box holds the place).
  await expect(async () => {
    const cards = await page.getByRole('article').count();
    expect(cards).toBeGreaterThan(1);
    expect(await page.locator('[data-price]').count()).toBe(cards);
    for (const price of await shownPrices()) expect(price).toBeGreaterThan(0);
  }).toPass();
  const ascending = (prices: number[]) => [...prices].sort((a, b) => a - b);
  // The shop's own order is not by price, so the sort below is seen.
  const before = await shownPrices();
  expect(before).not.toEqual(ascending(before));
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Price, low to high' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('button', { name: /Sort by/ })).toContainText('Price, low to high');
  const after = await shownPrices();
  expect(after).toHaveLength(before.length);
  expect(after).toEqual(ascending(after));
});
