// Issue 32's gaps a buyer met, against the real server: the quantity must be chosen, the gauge's m³ still needed is
// capacity minus the cart's volume, /lock opens signed out, back to top on a shell page's first visit, Escape closes
// the error log after its upload confirmation, and product detail logs no console error (no 404 for a missing 3D model).
import { expect, test, type Page } from './support/test.js';
import { createKontorClient, createMemoryStorage, type KontorClient } from '@kontor/api/client';
import { CONTAINER_CAPACITIES } from '@kontor/api/rules';
import { sessionItems, type DemoUser } from './support/session.js';

/** Alba stacking chair, natural teak: in stock, packing unit 4. */
const SKU = 15;

/** One sign-in per buyer for the whole file: the server throttles repeated logins of one user. */
const sessions = new Map<DemoUser, Promise<Record<string, string>>>();
const sessionOf = (baseURL: string, username: DemoUser) => {
  if (!sessions.has(username)) sessions.set(username, sessionItems(baseURL, username));
  return sessions.get(username)!;
};

async function signIn(page: Page, baseURL: string, username: DemoUser = 'ddp-buyer') {
  const items = await sessionOf(baseURL, username);
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
  }, items);
}

async function apiAs(baseURL: string, username: DemoUser = 'ddp-buyer'): Promise<KontorClient> {
  const session = createMemoryStorage();
  for (const [key, value] of Object.entries(await sessionOf(baseURL, username))) session.setItem(key, value);
  return createKontorClient({ baseUrl: baseURL, storage: { session, local: createMemoryStorage() } });
}

/** Lines and pieces in the buyer's carts, as the server has them. */
async function cartState(api: KontorClient) {
  const cart = await api.cart.page(2);
  return { lines: cart.total, pieces: cart.records.reduce((sum, line) => sum + Number(line.quantity ?? 0), 0) };
}

/** '14.88 m³' or '1,234.50 m³' (English figures) as a number. */
const cubicMetres = (text: string) => Number(/([\d,]+\.\d+)\s*m³/.exec(text)![1]!.replace(/,/g, ''));

test.describe.configure({ mode: 'serial' });

test('an emptied quantity on product detail is refused at the field; nothing is added', async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!);
  const before = await cartState(api);
  await signIn(page, baseURL!);
  await page.goto(`/detail?id=${SKU}&lang=en`);
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await expect(quantity).toHaveValue('4');
  await quantity.fill('');
  await page.getByRole('button', { name: 'Add to container cart' }).click();
  await expect(page.getByText('Choose a quantity: at least 4 pcs.')).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Added to the container cart.')).toHaveCount(0);
  expect(await cartState(api)).toEqual(before);
});

test("the gauge's m³ still needed is each container's capacity minus the cart's volume", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto('/shopping?lang=en');
  await expect(page.getByTestId('cart-line')).not.toHaveCount(0);
  const total = cubicMetres(await page.getByTestId('cart-totals').locator('div', { hasText: 'Total volume' }).locator('dd').innerText());
  for (const [type, label] of [['20', "20'"], ['40', "40'"], ['40H', "40'H"]] as const) {
    const capacity = CONTAINER_CAPACITIES[type];
    const containers = Math.max(1, Math.ceil(total / capacity - 1e-9));
    const expected = Math.round((containers * capacity - total) * 100) / 100;
    const needed = page.getByTestId(`still-needed-${type}`);
    if (expected === 0) await expect(needed).toHaveText(`The ${label} is full.`);
    else expect(cubicMetres(await needed.innerText())).toBeCloseTo(expected, 2);
  }
});

test('/lock opens signed out: no password to check, the way to sign in', async ({ page }) => {
  await page.goto('/lock?lang=en');
  await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
  await expect(page).toHaveURL(/\/lock/);
  await expect(page.getByLabel('Lock screen password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/401?lang=en');
  await expect(page.getByRole('heading', { name: '401' })).toBeVisible();
});

test("back to top appears on a shell page's first visit and moves the focus to the page's top", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto('/wel/index?lang=en');
  const content = page.locator('#kontor-main-content');
  await expect(content).toBeVisible();
  // Room to scroll whatever the page's length.
  await content.evaluate((element) => {
    const filler = document.createElement('div');
    filler.style.height = '3000px';
    element.append(filler);
    element.scrollTop = 1500;
  });
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => content.evaluate((element) => element.scrollTop)).toBe(0);
  await expect(content).toBeFocused();
});

test('after the error log upload confirmation, Escape still closes the log window', async ({ page, baseURL, consoleProblems }) => {
  // The error the test raises in the page, for the log to hold an entry.
  consoleProblems.allow(/^uncaught: issue 32 escape check$/);
  await signIn(page, baseURL!);
  await page.goto('/wel/index?lang=en');
  await expect(page.locator('#kontor-main-content')).toBeVisible();
  await page.evaluate(() => setTimeout(() => { throw new Error('issue 32 escape check'); }, 0));
  await page.getByRole('button', { name: 'Error log, 1 entry' }).click();
  const viewer = page.getByRole('dialog', { name: 'Error log' });
  await viewer.getByRole('button', { name: 'Upload' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please confirm' });
  await confirm.getByRole('button', { name: 'Upload' }).click();
  await expect(viewer.getByText('No errors recorded.')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect.poll(() => viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
});

test('product detail logs no console error: a product without a 3D model is an ordinary answer', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, baseURL!);
  // The server draws the page from the same public answers (a 3D model's among them) and the page hydrates with them.
  await page.goto(`/detail?id=${SKU}&lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Logistics' })).toBeVisible();
  await expect(page.locator('[data-price="discount"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View in 3D' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a FOB buyer's admin shell offers no pallet cart: neither the menu nor the shop group's page", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'fob-buyer');
  await page.goto('/shop/index?lang=en');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Container cart' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Pallet cart' })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const shop = menu.getByRole('button', { name: 'Shop' });
  if ((await shop.getAttribute('aria-expanded')) !== 'true') await shop.click();
  await expect(menu.getByRole('link', { name: 'Container cart' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pallet cart' })).toHaveCount(0);
});
