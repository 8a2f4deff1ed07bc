// Cart and order journeys against the real server: fill the container cart, place an order with ETA, port,
// containers and address (a double click places one order), find it in my orders with its steps, order it
// again, and keep FOB buyers out of the pallet cart.
import { expect, test, type Page } from './support/test.js';
import { createKontorClient, createMemoryStorage } from '@kontor/api/client';
import { CART_KIND, earliestEta, isoDate } from '@kontor/api/rules';
import { generateSkus } from '../../packages/server/src/db/seed-data/catalogue/skus.js';
import { DEMO_PASSWORD, signIn, type DemoUser } from './support/session.js';

/** A logged-in api client in the test process, for setting up carts and counting orders. */
async function apiAs(baseURL: string, username: DemoUser) {
  const client = createKontorClient({ baseUrl: baseURL, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
  await client.auth.loginByPassword({ username, password: DEMO_PASSWORD, code: 'abcd', randomStr: `1234${Date.now()}`, languageId: 2 });
  return client;
}

/** Products with stock and no maximum below one carton: safe to put in a cart. */
const buyable = generateSkus().filter(
  (sku) => sku.parentSkuId === null && sku.stockCn + sku.stockDe + sku.stockProduction > sku.packingUnit * 4 && (sku.maxOrderQty ?? Infinity) >= sku.packingUnit * 2,
);

/** The first weekday on or after the earliest container ETA, as the en-GB picker types it. */
function containerEta(): { iso: string; typed: string } {
  const date = earliestEta('container', new Date());
  while (date.getDay() === 0 || date.getDay() === 6) date.setDate(date.getDate() + 1);
  const iso = isoDate(date);
  const [year, month, day] = iso.split('-');
  return { iso, typed: `${day}${month}${year}` };
}

async function typeEta(page: Page, typed: string) {
  // The light ETA field loads the full date picker when the pointer reaches it.
  await page.getByRole('group', { name: /^ETA/ }).first().hover();
  await page.getByRole('spinbutton', { name: /^day/i }).first().click();
  await page.keyboard.type(typed);
}

test.describe.configure({ mode: 'serial' });

test('a buyer fills the container cart and places one order with a double click; it shows its steps', async ({ page, baseURL }) => {
  const client = await apiAs(baseURL!, 'ddp-buyer');
  await client.cart.addBatch(buyable.slice(0, 2).map((sku) => ({ skuId: sku.id, quantity: sku.packingUnit, cartType: CART_KIND.container })));
  const ordersBefore = (await client.orders.mine({ current: 1, size: 100 })).total;

  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto('/shopping?lang=en');
  await expect(page.getByRole('heading', { name: 'Container cart', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-line')).not.toHaveCount(0);
  // The gauge tells what fits: three container types, the smallest suggested.
  await expect(page.getByTestId('gauge-20')).toBeVisible();
  await expect(page.getByText("Fits in one 20' container.")).toBeVisible();

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/placeOrder\?kind=container/);
  // Refused at the fields first.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Please select an ETA')).toBeVisible();
  // The member's default address (complete) is chosen to begin with.
  await expect(page.getByRole('radio', { name: /Gartenwelt Hoffmann GmbH, Industriestraße 12/ })).toBeChecked();
  await expect(page.getByText('Please choose a delivery address')).toHaveCount(0);

  const eta = containerEta();
  await typeEta(page, eta.typed);
  await page.getByRole('button', { name: /Port of arrival/ }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('radio', { name: /Lager Nord/ })).toBeDisabled();
  // The radio input is visually hidden behind its label: chosen by keyboard, as a person using one would.
  await page.getByRole('radio', { name: /Gartenwelt Hoffmann GmbH, Industriestraße 12/ }).focus();
  await page.keyboard.press('Space');

  // The draft survives a reload.
  await page.reload();
  await expect(page.getByRole('radio', { name: /Gartenwelt Hoffmann GmbH, Industriestraße 12/ })).toBeChecked();

  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page).toHaveURL(/\/Order\?id=\d+/);
  await expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible();
  await expect(page.getByText('Order placed')).toBeVisible();
  expect((await client.orders.mine({ current: 1, size: 100 })).total).toBe(ordersBefore + 1);
  // The draft is cleared once the server confirmed.
  expect(await page.evaluate(() => sessionStorage.getItem('kontor-order-draft-container'))).not.toContain(eta.iso);

  await page.goto('/myOrders?lang=en');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
});

test('an order is ordered again into the cart', async ({ page, baseURL }) => {
  const client = await apiAs(baseURL!, 'ddp-buyer');
  const [latest] = (await client.orders.mine({ current: 1, size: 1 })).records;
  // The seed gives ddp-buyer orders in every status, and the journey above adds one.
  expect(latest, 'ddp-buyer has an order').toBeTruthy();
  const before = (await client.cart.filteredPage(2, { cartType: CART_KIND.container })).total;
  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto(`/Order?id=${latest!.id}&lang=en`);
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/shopping/);
  await expect(page.getByTestId('cart-line')).toHaveCount(before + (latest!.items?.length ?? 0));
});

test('a FOB buyer cannot open the pallet cart', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'fob-buyer');
  await page.goto('/pallet?lang=en');
  await expect(page.getByRole('alert')).toHaveText('Pallet orders are not available for your trade mode (FOB).');
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
});

test('a line removed in another tab while the order form is open: refused once, then the form shows the cart as it is and places it', async ({ page, baseURL, consoleProblems }) => {
  consoleProblems.allow(/status of 404|^error: KontorApiError: /);
  const client = await apiAs(baseURL!, 'ddp-buyer');
  await client.cart.addBatch(buyable.slice(2, 4).map((sku) => ({ skuId: sku.id, quantity: sku.packingUnit, cartType: CART_KIND.container })));
  const ordersBefore = (await client.orders.mine({ current: 1, size: 100 })).total;
  const cart = (await client.cart.filteredPage(2, { cartType: CART_KIND.container })).records;

  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto('/placeOrder?kind=container&lang=en');
  const rows = page.getByTestId('order-lines').locator('tbody tr');
  await expect(rows).toHaveCount(cart.length);
  await typeEta(page, containerEta().typed);
  await page.getByRole('button', { name: /Port of arrival/ }).click();
  await page.getByRole('option').first().click();

  // Another tab of the same member removes a line meanwhile.
  await client.cart.removeBatch([cart.at(-1)!.id]);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(rows).toHaveCount(cart.length - 1);
  expect((await client.orders.mine({ current: 1, size: 100 })).total).toBe(ordersBefore);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/Order\?id=\d+/);
  expect((await client.orders.mine({ current: 1, size: 100 })).total).toBe(ordersBefore + 1);
});
