import { expect, test } from './support/test.js';
import AxeBuilder from '@axe-core/playwright';
import { signIn } from './support/session.js';

test('the home page shows the recommendations and whole containers from the database, accessibly', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto('/?lang=de');
  const hot = page.getByRole('list', { name: 'Gefragte Produkte' });
  await expect(hot.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Komplette Container' }).getByRole('link', { name: 'Essgruppen-Saison' })).toHaveAttribute('href', '/CaDetail?id=1');
  await expect(page.locator('html')).toHaveClass(/theme-hey/);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an unknown path redirects to /404 with a way home', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signed out, the way home from /404 asks for a sign-in first and remembers the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/login/);
});
