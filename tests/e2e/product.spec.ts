// Journeys of the product and browse pages against the real server: every figure of a seeded product as the API
// answers it, adding to the cart (read back from the cart API), German and French number format, no pallet for FOB, the
// public share page, a question posted and listed, and server text shown as text. Signed in as the seed's buyers.
import { expect, test, type Page } from './support/test.js';
import { createKontorClient, createMemoryStorage, type KontorClient } from '@kontor/api/client';
import { formatCount, formatLogisticsVolume, formatMoney, formatNumber } from '../../packages/api/src/rules/index.js';
import { sessionItems, type DemoUser } from './support/session.js';

/** Alba stacking chair, natural teak: in stock in CN and DE, a discount price, packing unit 4. */
const SKU = 15;

/** One sign-in per buyer for the whole file: the server throttles repeated logins of one user. */
const sessions = new Map<DemoUser, Promise<Record<string, string>>>();
const sessionOf = (baseURL: string, username: DemoUser) => {
  if (!sessions.has(username)) sessions.set(username, sessionItems(baseURL, username));
  return sessions.get(username)!;
};

/** The browser starts signed in as the buyer (the storefront's `pigx-` session items). */
async function signIn(page: Page, baseURL: string, username: DemoUser = 'ddp-buyer') {
  const items = await sessionOf(baseURL, username);
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
  }, items);
}

/** The API as the given buyer, on the same session as the browser. */
async function apiAs(baseURL: string, username: DemoUser = 'ddp-buyer'): Promise<KontorClient> {
  const session = createMemoryStorage();
  for (const [key, value] of Object.entries(await sessionOf(baseURL, username))) session.setItem(key, value);
  return createKontorClient({ baseUrl: baseURL, storage: { session, local: createMemoryStorage() } });
}

const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"] dd`);

test('the product page shows every figure of the product as the API answers it', async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!);
  const p = await api.skus.detail({ skuId: SKU, languageId: 2 });
  await signIn(page, baseURL!);
  await page.goto(`/detail?id=${SKU}&lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name);
  await expect(page.getByText(`Art. no. ${p.artNo}`)).toBeVisible();
  await expect(page.getByText(`Brand: ${p.brand}`)).toBeVisible();
  const buy = page.getByRole('region', { name: 'Buy' });
  await expect(buy.locator('[data-price="discount"]')).toHaveText(formatMoney(p.discountPrice, 2));
  await expect(buy.locator('[data-price="unit"]')).toHaveText(formatMoney(p.unitPrice, 2));
  const stock = buy.getByRole('table', { name: 'Stock' });
  await expect(stock.getByRole('row', { name: /Stock CN/ })).toContainText(`${formatCount(p.stockCn, 2)} pcs`);
  await expect(stock.getByRole('row', { name: /Stock DE/ })).toContainText(`${formatCount(p.stockDe, 2)} pcs`);
  await expect(stock.getByRole('row', { name: /In production/ })).toContainText(`${formatCount(p.stockProduction, 2)} pcs`);
  await expect(figure(page, 'volume')).toHaveText(formatLogisticsVolume(p.volume, 2));
  await expect(figure(page, 'weight')).toHaveText(`${formatNumber(p.weight, 2)} kg`);
  await expect(figure(page, 'colour')).toHaveText(p.colour!);
  await expect(figure(page, 'open')).toHaveText(`${formatNumber(p.openL, 2)} × ${formatNumber(p.openW, 2)} × ${formatNumber(p.openH, 2)} cm`);
  await expect(figure(page, 'packingUnit')).toHaveText(`${formatCount(p.packingUnit, 2)} pcs`);
  await expect(figure(page, 'cartonVolume')).toHaveText(formatLogisticsVolume(p.cartonVolume, 2));
  await expect(figure(page, 'cartonSize')).toHaveText(`${formatNumber(p.cartonL, 2)} × ${formatNumber(p.cartonW, 2)} × ${formatNumber(p.cartonH, 2)} cm`);
  await expect(figure(page, 'qty20')).toHaveText(`${formatCount(p.qty20, 2)} pcs`);
  await expect(figure(page, 'qty40')).toHaveText(`${formatCount(p.qty40, 2)} pcs`);
  await expect(figure(page, 'qty40h')).toHaveText(`${formatCount(p.qty40h, 2)} pcs`);
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue(String(p.packingUnit));
  await expect(page.getByRole('heading', { name: 'Spare parts' })).toBeVisible();
});

test('a sold-out product says so and cannot be added', async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!);
  const page1 = await api.categories.skus({ categoryId: 1, current: 1, size: 100, languageId: 2 });
  const soldOut = page1.records.find((p) => (p.stockCn ?? 0) + (p.stockDe ?? 0) + (p.stockProduction ?? 0) === 0)!;
  await signIn(page, baseURL!);
  await page.goto(`/detail?id=${soldOut.skuId}&lang=en`);
  await expect(page.getByRole('button', { name: 'Temporarily unavailable' })).toBeDisabled();
});

test('adding to the container cart raises the cart count', async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!);
  const before = await api.cart.page(2);
  const inCart = new Set(before.records.map((line) => String((line as { skuId?: unknown }).skuId)));
  const candidates = await api.categories.skus({ categoryId: 1, current: 1, size: 100, languageId: 2 });
  const fresh = candidates.records.find((p) => !inCart.has(String(p.skuId)) && (p.stockCn ?? 0) > 0 && (p.volume ?? 1) < 0.5)!;
  await signIn(page, baseURL!);
  await page.goto(`/detail?id=${fresh.skuId}&lang=en`);
  await page.getByRole('button', { name: 'Add to container cart' }).click();
  await expect(page.getByText('Added to the container cart.')).toBeVisible();
  await expect.poll(async () => (await api.cart.page(2)).total).toBe(before.total + 1);
});

test('German shows prices as 1.234,56 €-style amounts', async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!);
  const lounge = await api.search.skus({ searchWord: 'SV05-201', current: 1, size: 5, languageId: 3 });
  const p = lounge.records.find((r) => r.artNo === 'SV05-201')!;
  expect(p.unitPrice!).toBeGreaterThan(1000);
  await signIn(page, baseURL!);
  await page.goto(`/detail?id=${p.skuId}&lang=de`);
  const unit = page.locator('[data-price="unit"]');
  await expect(unit).toHaveText(formatMoney(p.unitPrice, 3));
  await expect(unit).toHaveText(/^1\.\d{3},\d{2}\s€$/);
  await expect(page.getByRole('button', { name: 'In den Containerwarenkorb' })).toBeVisible();
});

test('French writes 1 234,56 € and 1 234 pcs, its spaces unbreakable', async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!);
  const lounge = await api.search.skus({ searchWord: 'SV05-201', current: 1, size: 5, languageId: 4 });
  const p = lounge.records.find((r) => r.artNo === 'SV05-201')!;
  await signIn(page, baseURL!);
  await page.goto(`/detail?id=${p.skuId}&lang=fr`);
  // textContent, not toHaveText: the characters themselves, which toHaveText would read as plain spaces.
  const unit = page.locator('[data-price="unit"]');
  await expect.poll(() => unit.textContent()).toBe(formatMoney(p.unitPrice, 4));
  expect(await unit.textContent()).toMatch(/^1\u202f\d{3},\d{2}\u00a0€$/);
  await expect.poll(() => figure(page, 'qty40').textContent()).toBe(`${formatCount(p.qty40, 4)}\u00a0pcs`);
  await expect.poll(() => figure(page, 'volume').textContent()).toBe(formatLogisticsVolume(p.volume, 4));
  expect(await figure(page, 'volume').textContent()).toMatch(/^\d+,\d{2,4}\u00a0m³$/);
});

test('a FOB buyer is never offered the pallet', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'fob-buyer');
  await page.goto(`/detail?id=${SKU}&lang=en`);
  await expect(page.getByRole('button', { name: 'Add to container cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to pallet' })).toHaveCount(0);
});

test('a DDP buyer can add to the pallet', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto(`/detail?id=${SKU}&lang=en`);
  await expect(page.getByRole('button', { name: 'Add to pallet' })).toBeVisible();
});

test('the share link opens the product signed out and records the visit', async ({ page, baseURL, browser }) => {
  await signIn(page, baseURL!);
  await page.goto(`/detail?id=${SKU}&lang=en`);
  // The page drawn by the server answers presses once hydrated; its member prices come right after.
  await expect(page.locator('[data-price="discount"]')).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this product' });
  const link = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveValue(/\/shareShow\?skuCode=/);
  const url = await link.inputValue();
  const visitor = await browser.newContext();
  const signedOut = await visitor.newPage();
  const visit = signedOut.waitForResponse((response) => response.url().includes('/scgl/share/saveShareVisitData'));
  await signedOut.goto(`${url}&lang=en`);
  await expect(signedOut).toHaveURL(/\/shareShow/);
  await expect(signedOut.getByRole('heading', { level: 1 })).toHaveText(/Alba Stacking chair/);
  expect((await visit).status()).toBe(200);
  await visitor.close();
});

test('a question posted appears in the list, its markup shown as text', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto(`/detail?id=${SKU}&lang=en`);
  const questions = page.getByRole('region', { name: 'Questions and answers' });
  await questions.getByRole('button', { name: 'Ask' }).click();
  await expect(questions.getByText('The input content cannot be empty!')).toBeVisible();
  const text = `Is the <b>frame</b> powder-coated? ${Date.now()}`;
  await questions.getByRole('textbox', { name: 'Your question' }).fill(text);
  await questions.getByRole('button', { name: 'Ask' }).click();
  await expect(questions.getByText(text)).toBeVisible();
  await expect(questions.locator('b')).toHaveCount(0);
});
