// Order journeys against the real server: a server that dies while an order is being placed (the journey restarts
// it on the same data) leaves exactly one order, and the draft intact until the server confirmed it; an order sent
// while the server answers 503 (its database away) shows the retryable message and is placed once later; a placed
// container order and a placed pallet order are edited while their status allows it, a shipped one is not.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test.js';
import { createKontorClient, createMemoryStorage } from '@kontor/api/client';
import { CART_KIND, ORDER_STATUS, earliestEta, isoDate } from '@kontor/api/rules';
import { generateSkus } from '../../packages/server/src/db/seed-data/catalogue/skus.js';
import { startOwnServer } from './support/own-server.js';
import { DEMO_PASSWORD, signIn, type DemoUser } from './support/session.js';

async function apiAs(baseURL: string, username: DemoUser) {
  const client = createKontorClient({ baseUrl: baseURL, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
  await client.auth.loginByPassword({ username, password: DEMO_PASSWORD, code: 'abcd', randomStr: `1234${Date.now()}`, languageId: 2 });
  return client;
}

const buyable = generateSkus().filter(
  (sku) => sku.parentSkuId === null && sku.stockCn + sku.stockDe + sku.stockProduction > sku.packingUnit * 4 && (sku.maxOrderQty ?? Infinity) >= sku.packingUnit * 2,
);

/** The first weekday on or after the earliest ETA of a kind, as the en-GB picker types it (ddmmyyyy). */
function eta(kind: 'container' | 'pallet', extraDays = 0): { iso: string; typed: string } {
  const date = earliestEta(kind, new Date());
  date.setDate(date.getDate() + extraDays);
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

const draftOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('kontor-order-draft-container') ?? '');

test.describe.configure({ mode: 'serial' });

test('a server that dies mid-submit leaves exactly one order, and the draft until the server confirms', async ({ page, consoleProblems }) => {
  // The server is killed under the page: the browser logs the lost requests and chunks, the page the failed call.
  consoleProblems.allow(/net::ERR_CONNECTION_(RESET|REFUSED)|Unable to preload CSS|^error: KontorApiError: /);
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'kontor-e2e-kill-'));
  const env = { PORT: String(Number(process.env.E2E_PORT ?? 8181) + 10), KONTOR_DATA_DIR: dataDir };
  let server = await startOwnServer(env);
  try {
    const client = await apiAs(server.url, 'ddp-buyer');
    await client.cart.addBatch(buyable.slice(0, 2).map((sku) => ({ skuId: sku.id, quantity: sku.packingUnit, cartType: CART_KIND.container })));
    const before = (await client.orders.mine({ current: 1, size: 100 })).total;

    await signIn(page, server.url, 'ddp-buyer');
    await page.goto(`${server.url}/placeOrder?kind=container&lang=en`);
    const when = eta('container');
    await typeEta(page, when.typed);
    await page.getByRole('button', { name: /Port of arrival/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('radio', { name: /Gartenwelt Hoffmann GmbH, Industriestraße 12/ }).focus();
    await page.keyboard.press('Space');
    const draft = await draftOf(page);
    expect(draft).toContain(when.iso);

    // The server takes the order, then dies before its answer reaches the browser.
    let died = false;
    await page.route('**/scgl/rfstoreorder', async (route) => {
      if (died || route.request().method() !== 'POST') return route.fallback();
      died = true;
      await route.fetch();
      await server.stop();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(() => died).toBe(true);
    // No confirmation: the form and its draft (with the same key) stay.
    await expect(page).toHaveURL(/\/placeOrder/);
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled({ timeout: 40_000 });
    expect(await draftOf(page)).toBe(draft);

    // Restarted on the same data: sending again answers the order already placed, no second one.
    server = await startOwnServer(env);
    await page.unroute('**/scgl/rfstoreorder');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/Order\?id=\d+/);
    await expect(page.getByText('Order placed')).toBeVisible();
    const after = await apiAs(server.url, 'ddp-buyer');
    expect((await after.orders.mine({ current: 1, size: 100 })).total).toBe(before + 1);
    // Confirmed: now the draft is cleared (a fresh key for the next order).
    expect(await draftOf(page)).not.toContain(when.iso);
  } finally {
    await server.stop();
  }
});

test('an order sent while the shop answers 503 shows the retryable message, keeps the form, and is placed once on a second press', async ({ page, baseURL, consoleProblems }) => {
  // The 503 played below, which the browser logs.
  consoleProblems.allow(/status of 503 .*\/scgl\/rfstoreorder/);
  test.setTimeout(90_000);
  const client = await apiAs(baseURL!, 'ddp-buyer');
  await client.cart.addBatch(buyable.slice(2, 4).map((sku) => ({ skuId: sku.id, quantity: sku.packingUnit, cartType: CART_KIND.container })));
  const before = (await client.orders.mine({ current: 1, size: 100 })).total;

  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto('/placeOrder?kind=container&lang=en');
  const when = eta('container');
  await typeEta(page, when.typed);
  await page.getByRole('button', { name: /Port of arrival/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('radio', { name: /Gartenwelt Hoffmann GmbH, Industriestraße 12/ }).focus();
  await page.keyboard.press('Space');
  const draft = await draftOf(page);
  expect(draft).toContain(when.iso);

  // The shop's database is away: the server answers 503 with Retry-After and its message key, as it does then.
  const keys: string[] = [];
  await page.route('**/scgl/rfstoreorder', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    return route.fulfill({
      status: 503,
      headers: { 'Retry-After': '2', 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 1, msg: 'server.unavailable', data: null }),
    });
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  const form = page.getByRole('form', { name: 'Place the order' });
  await expect(form.getByRole('alert')).toHaveText('The shop is briefly unavailable. Please try again in a moment.');
  // Nothing typed is lost: the page, the draft with its key, and the fields as they were.
  await expect(page).toHaveURL(/\/placeOrder/);
  expect(await draftOf(page)).toBe(draft);
  await expect(page.getByRole('radio', { name: /Gartenwelt Hoffmann GmbH, Industriestraße 12/ })).toBeChecked();
  expect(keys).toHaveLength(1);

  // Back again: the second press sends the same key and places the order once.
  await page.unroute('**/scgl/rfstoreorder');
  const sent = page.waitForRequest((request) => request.url().includes('/scgl/rfstoreorder') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await sent).headers()['idempotency-key']).toBe(keys[0]);
  await expect(page).toHaveURL(/\/Order\?id=\d+/);
  expect((await client.orders.mine({ current: 1, size: 100 })).total).toBe(before + 1);
});

test('a placed container order and a placed pallet order are edited; a shipped one cannot be', async ({ page, baseURL }) => {
  const client = await apiAs(baseURL!, 'ddp-buyer');
  const orders = (await client.orders.mine({ current: 1, size: 100 })).records;
  const container = orders.find((order) => order.status === ORDER_STATUS.placed && order.orderType === CART_KIND.container)!;
  const pallet = orders.find((order) => order.status === ORDER_STATUS.placed && order.orderType === CART_KIND.pallet)!;
  const shipped = orders.find((order) => order.status === ORDER_STATUS.shipped)!;
  expect(container && pallet && shipped, 'the seed has placed container and pallet orders and a shipped one').toBeTruthy();

  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto(`/Order?id=${container.id}&lang=en`);
  await page.getByRole('button', { name: 'Edit order' }).click();
  await expect(page).toHaveURL(new RegExp(`/editOrder\\?id=${container.id}`));
  const later = eta('container', 7);
  await typeEta(page, later.typed);
  await page.getByRole('textbox', { name: 'Remarks' }).fill('Please call before delivery.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/Order\\?id=${container.id}`));
  const edited = await client.orders.get(container.id);
  expect(edited.eta?.slice(0, 10)).toBe(later.iso);
  expect(edited.remark).toBe('Please call before delivery.');

  await page.goto(`/Order?id=${pallet.id}&lang=en`);
  await page.getByRole('button', { name: 'Edit order' }).click();
  await expect(page).toHaveURL(new RegExp(`/editPalletOrder\\?id=${pallet.id}`));
  // A pallet order has no containers to choose.
  await expect(page.getByRole('group', { name: /Number of containers/ })).toHaveCount(0);
  const palletEta = eta('pallet', 3);
  await typeEta(page, palletEta.typed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/Order\\?id=${pallet.id}`));
  expect((await client.orders.get(pallet.id)).eta?.slice(0, 10)).toBe(palletEta.iso);

  await page.goto(`/editOrder?id=${shipped.id}&lang=en`);
  await expect(page.getByRole('alert')).toHaveText('This order can no longer be changed: the shop has confirmed it.');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});
