// Buyer flows of issue 34 against the real server: a signed-in buyer on a share page sees the product page (price,
// add to cart), the place-order page lists the lines being ordered, the login page offers the four languages, and a
// product that does not exist says so once, translated, without a retry.
import { expect, test } from './support/test.js';
import { createKontorClient, createMemoryStorage, type KontorClient } from '@kontor/api/client';
import { CART_KIND, formatMoney } from '../../packages/api/src/rules/index.js';
import { sessionItems, signIn } from './support/session.js';

/** Alba stacking chair, natural teak: in stock, a discount price, packing unit 4. */
const SKU = 15;

async function apiAs(baseURL: string): Promise<KontorClient> {
  const session = createMemoryStorage();
  for (const [key, value] of Object.entries(await sessionItems(baseURL, 'ddp-buyer'))) session.setItem(key, value);
  return createKontorClient({ baseUrl: baseURL, storage: { session, local: createMemoryStorage() } });
}

test('a signed-in buyer on a share page sees the price and can add to the cart', async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!);
  const p = await api.skus.detail({ skuId: SKU, languageId: 2 });
  await signIn(page, baseURL!);
  await page.goto(`/shareShow?skuCode=${encodeURIComponent(p.skuCode ?? p.artNo)}&lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name);
  const buy = page.getByRole('region', { name: 'Buy' });
  await expect(buy.locator('[data-price="discount"]')).toHaveText(formatMoney(p.discountPrice, 2));
  await expect(buy.getByRole('button', { name: 'Add to container cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to order' })).toHaveCount(0);
});

test('the place-order page lists the lines being ordered above the totals', async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!);
  const p = await api.skus.detail({ skuId: SKU, languageId: 2 });
  await api.cart.addBatch([{ skuId: SKU, quantity: p.packingUnit ?? 4, cartType: CART_KIND.container }]);
  await signIn(page, baseURL!);
  await page.goto('/placeOrder?kind=container&lang=en');
  const lines = page.getByRole('table', { name: 'Cart lines' });
  await expect(lines).toBeVisible();
  const line = lines.getByRole('row', { name: new RegExp(p.name) });
  await expect(line).toContainText(p.artNo);
  await expect(page.getByTestId('cart-totals')).toBeVisible();
});

test('the login page offers the four languages and relabels in place', async ({ page }) => {
  await page.goto('/login?lang=en');
  const languages = page.getByRole('group', { name: 'Language' });
  for (const name of ['Deutsch', 'English', '中文', 'Français']) {
    await expect(languages.getByRole('button', { name })).toBeVisible();
  }
  await languages.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  // The group relabels itself too; the current language is marked and cannot be chosen again.
  const sprache = page.getByRole('group', { name: 'Sprache' });
  await expect(sprache.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  await expect(sprache.getByRole('button', { name: 'Deutsch' })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bei Ihrem Großhandelskonto anmelden');
});

test('a product that does not exist says so once, without a retry', async ({ page, baseURL, consoleProblems }) => {
  // The missing product's 404s, which the browser logs: its call's, and the page's own (a page of nothing is a 404).
  consoleProblems.allow(/status of 404 .*(\/scgl\/rfgoodsattrsku\/|\/detail\?id=999999)/);
  await signIn(page, baseURL!);
  await page.goto('/detail?id=999999&lang=de');
  await expect(page.getByText('Dieses Produkt wurde nicht gefunden.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
  await expect(page.getByText('Resource does not exist')).toHaveCount(0);
});
