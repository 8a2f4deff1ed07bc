// Editing an order's goods against the real server: a quantity changed, a line removed and one added by art. no.
// survive a reload as a draft, are saved with the order and shown by it after a reload; a save the server refuses
// (over 65 m³) keeps every change on screen with the server's message, and the order as it was; an add past the cap is
// refused at once.
import { expect, test, type Page } from './support/test.js';
import { createKontorClient, createMemoryStorage, type KontorClient } from '@kontor/api/client';
import { MAX_CART_VOLUME, earliestEta, isoDate, totalVolume } from '@kontor/api/rules';
import { generateSkus, type SkuSeed } from '../../packages/server/src/db/seed-data/catalogue/skus.js';
import { DEMO_PASSWORD, signIn } from './support/session.js';

async function apiAs(baseURL: string): Promise<KontorClient> {
  const client = createKontorClient({ baseUrl: baseURL, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
  await client.auth.loginByPassword({ username: 'ddp-buyer', password: DEMO_PASSWORD, code: 'abcd', randomStr: `1234${Date.now()}`, languageId: 2 });
  return client;
}

/** Products any quantity of a few cartons may be ordered of: in stock, no maximum below it, not a spare part. */
const buyable = generateSkus().filter(
  (sku) => sku.parentSkuId === null && sku.stockCn + sku.stockDe + sku.stockProduction > sku.packingUnit * 20 && sku.maxOrderQty === null && sku.volume > 0.05,
);
const [first, second, third] = buyable as [SkuSeed, SkuSeed, SkuSeed];
/** Added by art. no.: sold in cartons, so the check has a quantity to refuse first. */
const added = buyable.slice(3).find((sku) => sku.packingUnit > 1)!;
/** The bulkiest of the others: a few cartons of it pass the 65 m³ cap. */
const bulky = buyable.slice(3).filter((sku) => sku !== added).reduce((big, sku) => (sku.volume > big.volume ? sku : big));
const nameOf = (sku: SkuSeed) => sku.names[1]!;

/** A weekday on or after the earliest container ETA. */
function acceptedEta(): string {
  const date = earliestEta('container', new Date());
  date.setDate(date.getDate() + 7);
  while (date.getDay() === 0 || date.getDay() === 6) date.setDate(date.getDate() + 1);
  return isoDate(date);
}

/** A fresh three-line container order of ddp-buyer's, so the journey does not depend on what others did to the seed. */
async function placeOrder(client: KontorClient) {
  const address = (await client.addresses.mine()).find((candidate) => candidate.isDefault)!;
  const items = [first, second, third].map((sku) => ({ skuId: sku.id, quantity: sku.packingUnit * 2 }));
  const order = (await client.orders.buy({
    kind: 'container', eta: acceptedEta(), cabinetType: '40H', containerCount: 1, addressId: address.id!, address: { ...address }, items,
  })) as { id: number };
  return order.id;
}

const lineRows = (page: Page) => page.getByTestId('cart-line');
const quantityOf = (page: Page, sku: SkuSeed) => page.getByRole('textbox', { name: `Quantity of ${nameOf(sku)}` });

async function addByArtNo(page: Page, sku: SkuSeed, quantity: number) {
  const form = page.getByRole('form', { name: 'Add a product' });
  await form.getByRole('textbox', { name: 'Art. no.' }).fill(sku.artNo);
  await form.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  await form.getByRole('button', { name: 'Add to the order' }).click();
}

test.describe.configure({ mode: 'serial' });
// Each is a whole journey (an order placed, edited, reloaded, saved and read back): longer than the default 30 s on a
// loaded 2-core machine.
test.setTimeout(90_000);

test("an order's goods are edited: a quantity, a removed line, a line added by art. no.; saved, the order shows them", async ({ page, baseURL }) => {
  const client = await apiAs(baseURL!);
  const id = await placeOrder(client);
  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto(`/editOrder?id=${id}&lang=en`);
  // The first page of a fresh server (this file may run first) loads cold: its first answers take a few seconds.
  await expect(page.getByRole('heading', { name: 'Goods', level: 2 })).toBeVisible({ timeout: 20_000 });
  await expect(lineRows(page)).toHaveCount(3);
  await expect(page.getByTestId('gauge-40H')).toBeVisible();

  // A quantity, in whole cartons as in the cart.
  const changed = first.packingUnit * 3;
  await quantityOf(page, first).fill(String(changed));
  await quantityOf(page, first).press('Enter');
  await expect(quantityOf(page, first)).toHaveValue(String(changed));
  // A line removed.
  // The box is drawn over the native checkbox inside its label: a click on it is a click on the label.
  await page.getByRole('checkbox', { name: `Select ${nameOf(second)}` }).check({ force: true });
  await page.getByRole('button', { name: 'Remove selected (1)' }).click();
  await expect(lineRows(page)).toHaveCount(2);
  // A line added by art. no., after the quick order's check refused a quantity that is not whole cartons.
  await addByArtNo(page, added, added.packingUnit + 1);
  await expect(page.getByText(new RegExp(`^Sold in cartons of ${added.packingUnit}`))).toBeVisible();
  await expect(lineRows(page)).toHaveCount(2);
  await addByArtNo(page, added, added.packingUnit * 2);
  await expect(page.getByRole('status').filter({ hasText: `Added ${added.packingUnit * 2} × ${nameOf(added)}` })).toBeVisible();
  await expect(lineRows(page)).toHaveCount(3);

  // The draft survives a reload.
  await page.reload();
  await expect(lineRows(page)).toHaveCount(3);
  await expect(quantityOf(page, first)).toHaveValue(String(changed));
  await expect(quantityOf(page, second)).toHaveCount(0);
  await expect(quantityOf(page, added)).toHaveValue(String(added.packingUnit * 2));

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/Order\\?id=${id}`));
  const expected = [
    [first.id, changed],
    [third.id, third.packingUnit * 2],
    [added.id, added.packingUnit * 2],
  ];
  const saved = await client.orders.get(id);
  expect(saved.items?.map((item) => [item.skuId, item.quantity])).toEqual(expected);

  // After a reload the order shows its new lines, and its edit starts from them (the draft is gone).
  await page.reload();
  const orderLines = page.getByRole('table', { name: 'Order lines' }).getByRole('row');
  await expect(orderLines).toHaveCount(3);
  await expect(orderLines.nth(0)).toContainText(first.artNo);
  await expect(orderLines.nth(0)).toContainText(`Quantity: ${changed}`);
  await expect(orderLines.nth(2)).toContainText(added.artNo);
  await expect(page.getByRole('table', { name: 'Order lines' })).not.toContainText(second.artNo);
  await page.goto(`/editOrder?id=${id}&lang=en`);
  await expect(lineRows(page)).toHaveCount(3);
  await expect(quantityOf(page, first)).toHaveValue(String(changed));
});

test('past 65 m³: an add is refused at its quantity; a save is refused by the server, the edits stay on screen with its message, the order as it was', async ({ page, baseURL }) => {
  const client = await apiAs(baseURL!);
  const id = await placeOrder(client);
  const before = await client.orders.get(id);
  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto(`/editOrder?id=${id}&lang=en`);
  await expect(lineRows(page)).toHaveCount(3);

  // Enough of the bulkiest product to pass the cap, in whole cartons.
  const room = MAX_CART_VOLUME - totalVolume(before.items ?? []);
  const cartons = Math.ceil((room + 1) / (bulky.volume * bulky.packingUnit));
  const quantity = cartons * bulky.packingUnit;
  const changed = third.packingUnit * 4;
  await quantityOf(page, third).fill(String(changed));
  await quantityOf(page, third).press('Enter');
  // Added at once, it is refused at the quantity typed, which stays; the order's lines are as they were.
  await addByArtNo(page, bulky, quantity);
  const adding = page.getByRole('form', { name: 'Add a product' }).getByRole('textbox', { name: 'Quantity' });
  await expect(adding).toHaveAccessibleDescription(/The total volume cannot exceed 65 m³/);
  await expect(adding).toHaveValue(String(quantity));
  await expect(lineRows(page)).toHaveCount(3);
  // One carton is added; raised on its line past the cap, the gauge says so before the save.
  await addByArtNo(page, bulky, bulky.packingUnit);
  await expect(lineRows(page)).toHaveCount(4);
  await quantityOf(page, bulky).fill(String(quantity));
  await quantityOf(page, bulky).press('Enter');
  await expect(page.getByRole('group', { name: 'Container load' }).getByRole('alert')).toHaveText('The total volume cannot exceed 65 m³');

  await page.getByRole('button', { name: 'Save changes' }).click();
  const form = page.getByRole('form', { name: 'Change the order' });
  await expect(form.getByRole('alert')).toHaveText('The total volume cannot exceed 65 m³');
  await expect(page).toHaveURL(new RegExp(`/editOrder\\?id=${id}`));
  await expect(lineRows(page)).toHaveCount(4);
  await expect(quantityOf(page, third)).toHaveValue(String(changed));
  await expect(quantityOf(page, bulky)).toHaveValue(String(quantity));
  expect((await client.orders.get(id)).items).toEqual(before.items);

  // Still there after a reload; discarding returns to the order as the server has it.
  await page.reload();
  await expect(lineRows(page)).toHaveCount(4);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(lineRows(page)).toHaveCount(3);
  await expect(quantityOf(page, bulky)).toHaveCount(0);
});
