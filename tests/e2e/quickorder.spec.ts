// Quick order against the real server: ddp-buyer uploads a CSV with a bad row, sees the row's error, adds the
// valid rows in one batch, and finds them in the container cart; the header badge still equals the cart total.
import { expect, test } from './support/test.js';
import { createKontorClient, createMemoryStorage } from '@kontor/api/client';
import { generateSkus } from '../../packages/server/src/db/seed-data/catalogue/skus.js';
import { DEMO_PASSWORD, signIn } from './support/session.js';

async function apiAsBuyer(baseURL: string) {
  const client = createKontorClient({ baseUrl: baseURL, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
  await client.auth.loginByPassword({ username: 'ddp-buyer', password: DEMO_PASSWORD, code: 'abcd', randomStr: `1234${Date.now()}`, languageId: 2 });
  return client;
}

/** Small in-stock products without a maximum, far from the ones other journeys and the seed carts use. */
const candidates = generateSkus()
  .slice(150)
  .filter((sku) => sku.parentSkuId === null && sku.maxOrderQty === null && sku.stockCn + sku.stockDe + sku.stockProduction > 100 && sku.volume < 0.3);
const single = candidates.find((sku) => sku.packingUnit === 1)!;
const boxed = candidates.find((sku) => sku.packingUnit > 1)!;

test('a CSV with a bad row: the row says why, the valid rows reach the cart, the bad one stays to fix', async ({ page, baseURL }) => {
  const client = await apiAsBuyer(baseURL!);
  const quantityOf = async (skuId: number) =>
    (await client.cart.filteredPage(2, { cartType: 1 })).records.find((line) => line.skuId === skuId)?.quantity ?? 0;
  const before = { single: await quantityOf(single.id), boxed: await quantityOf(boxed.id) };

  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto('/shopping?lang=en');
  // The cart page leads to the quick order.
  await page.getByRole('link', { name: 'Quick order' }).click();
  await expect(page).toHaveURL(/\/quickOrder/);

  const csv = `SKU;QTY\n${single.artNo};3\nNOPE-404;2\n${boxed.artNo};${boxed.packingUnit * 2}\n`;
  await page.locator('input[type="file"]').setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('2 of 3 lines can be added')).toBeVisible();
  const bad = page.getByRole('row').filter({ hasText: 'NOPE-404' });
  await expect(bad).toContainText('No product has this SKU');

  await page.getByRole('radio', { name: 'Container cart' }).check();
  await page.getByRole('button', { name: 'Add 2 lines to the Container cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 lines were added to the Container cart.' })).toBeVisible();
  // Nothing lost: the bad row is still in the box, the added ones left it.
  await expect(page.getByRole('textbox', { name: 'SKU and quantity, one line each' })).toHaveValue('NOPE-404\t2');

  expect(await quantityOf(single.id)).toBe(before.single + 3);
  expect(await quantityOf(boxed.id)).toBe(before.boxed + boxed.packingUnit * 2);

  await page.getByRole('link', { name: 'Go to the cart' }).click();
  await expect(page).toHaveURL(/\/shopping/);
  await expect(page.getByTestId('cart-line').filter({ hasText: single.artNo })).toBeVisible();
  await expect(page.getByTestId('cart-line').filter({ hasText: boxed.artNo })).toBeVisible();
  const total = (await client.cart.page(2)).total;
  await expect(page.getByRole('link', { name: `Container cart, ${total} items in your carts` })).toBeVisible();
});
