import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('the storefront shows the categories from the database, accessibly', async ({ page }) => {
  await page.goto('/?lang=de');
  const list = page.getByRole('list', { name: 'Kategorien' });
  await expect(list.getByRole('heading', { name: 'Gartenmöbel' })).toBeVisible();
  await expect(list.getByText('Essgruppen')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/theme-hey/);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an unknown path redirects to /404 with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});
