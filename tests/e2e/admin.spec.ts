// Journeys of the admin screens against the real server: the messages centre and the unread badge, a
// server-pushed task reminder (STOMP) as a notification and a to-do bump, the password change's confirmation
// rule, and the welcome page's sales contact. Signed in as the seeded ddp-buyer.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from './support/test.js';
import { sessionItems } from './support/session.js';

const run = promisify(execFile);

/** The top bar's badges name their count: "Messages, 3 unread", "To-do, 1 open". */
const unreadButton = (page: Page) => page.getByRole('button', { name: /^Messages, / });
const todoButton = (page: Page) => page.getByRole('button', { name: /^To-do, / });
const countIn = async (page: Page, button: ReturnType<typeof unreadButton>) =>
  Number(/(\d+)/.exec((await button.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

// One sign-in for the whole file (the server limits logins per user and minute), handed to each page the way
// `signIn` does it: the client's `pigx-` items in sessionStorage before the first script runs.
let buyerSession: Record<string, string>;
test.beforeAll(async ({ baseURL }) => {
  buyerSession = await sessionItems(baseURL!, 'ddp-buyer');
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
  }, buyerSession);
});

/** The messages centre as a user reaches it: the top bar's unread badge opens it. */
async function openMessages(page: Page) {
  await page.goto('/wel/index');
  await unreadButton(page).click();
  await expect(page).toHaveURL(/\/admin\/sysxxfsjl\/index$/);
}

/** An admin token for the status command (it would otherwise log the admin in by SMS). */
async function adminToken(baseURL: string): Promise<string> {
  const items = await sessionItems(baseURL, 'admin');
  const stored = Object.entries(items).find(([key]) => key.endsWith('-access_token'))?.[1];
  return String((JSON.parse(stored ?? '{}') as { content?: unknown }).content ?? '');
}

test('the messages centre lists the seeded messages with their read states', async ({ page }) => {
  await openMessages(page);
  const table = page.getByRole('grid', { name: 'My messages' });
  // (Unread rows are the next test's: it marks one read, so this one checks the states nothing changes.)
  await expect(table.getByRole('row', { name: /After-sales request answered/ })).toContainText('Read');
  await expect(table.getByRole('row', { name: /Price list update/ })).toContainText('Replied');
  await expect(table.getByRole('row', { name: /Container loading plan/ })).toContainText('Collected');
  await expect(table.getByRole('row', { name: /Confirm the delivery window/ })).toContainText('Turned into a to-do');
  await expect(page.getByText('7 records in total')).toBeVisible();
});

test('marking a message read lowers the unread count', async ({ page }) => {
  await openMessages(page);
  const table = page.getByRole('grid', { name: 'My messages' });
  const unreadRow = table.getByRole('row').filter({ hasText: 'Unread' }).first();
  await expect(unreadRow).toBeVisible();
  await expect.poll(() => countIn(page, unreadButton(page))).toBeGreaterThan(0);
  const before = await countIn(page, unreadButton(page));
  const title = (await unreadRow.getByRole('rowheader').innerText()).trim();
  // The row's selection cell (react-aria keeps the checkbox input itself visually hidden).
  await unreadRow.getByRole('gridcell').first().click();
  await expect(unreadRow.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(table.getByRole('row', { name: new RegExp(title) })).toContainText('Read');
  await expect(unreadButton(page)).toHaveAccessibleName(`Messages, ${before - 1 === 0 ? 'none' : before - 1} unread`);
});

test('a server-pushed reminder shows as a notification and bumps the to-do badge', async ({ page, baseURL }) => {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/act/ws'));
  await page.goto('/wel/index');
  const ws = await socket;
  // The reminder goes only to a subscribed session: wait for the SUBSCRIBE frame before changing the status.
  await ws.waitForEvent('framesent', (frame) => String(frame.payload).startsWith('SUBSCRIBE'));
  const before = await countIn(page, todoButton(page));

  await run('pnpm', ['--filter', '@kontor/server', 'status', 'order', '1', '3'], {
    env: { ...process.env, KONTOR_URL: baseURL, KONTOR_ADMIN_TOKEN: await adminToken(baseURL!) },
    timeout: 60_000,
  });

  const notice = page.getByRole('alertdialog').filter({ hasText: /please process this task promptly/ });
  await expect(notice).toContainText(/Order KO\d+: shipped/, { timeout: 15_000 });
  await expect(notice).toContainText('Task reminder');
  await expect(todoButton(page)).toHaveAccessibleName(`To-do, ${before + 1} open`);
});

test('a password change with a mismatched confirmation is refused at the field, without a request', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/scgl/email/edit/password')) sent.push(request.url());
  });
  await page.goto('/info/index');
  // Type once the page has settled (its tab recorded, the member loaded), as a person would.
  await expect(page.getByRole('tab', { name: 'User info', selected: true })).toBeVisible();
  await expect(page.getByLabel('Company')).toHaveValue(/\S/);
  await page.getByLabel('Old password').fill('kontor123');
  await page.getByLabel('New password', { exact: true }).fill('garden2026');
  await page.getByLabel('Confirm new password').fill('garden2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password input is inconsistent')).toBeVisible();
  await expect(page.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
});

test('saving the user info with a wrong email, by pointer straight from the field: the save is tried and the field focused', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/scgl/')) sent.push(request.url());
  });
  await page.goto('/info/index?lang=en');
  await expect(page.getByLabel('Company')).toHaveValue(/\S/);
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('not-an-email');
  // A real pointer on the button: an error drawn when the field lost the focus moved the button from under it.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The email format is incorrect, please check!')).toBeVisible();
  await expect(email).toBeFocused();
  expect(sent).toEqual([]);
});

test('saving the user info offline says at once that the server cannot be reached, keeps the entry and sends nothing later', async ({ page, context, consoleProblems }) => {
  // Offline, the browser logs the refused requests, and the chunks asked for meanwhile (the toast region's, tried
  // again until the connection is back) cannot be fetched.
  consoleProblems.allow(/net::ERR_INTERNET_DISCONNECTED|^error: KontorApiError: |Unable to preload CSS|Failed to fetch dynamically imported module/);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/scgl/')) sent.push(request.url());
  });
  await page.goto('/info/index?lang=en');
  const company = page.getByLabel('Company');
  await expect(company).toHaveValue(/\S/);
  await context.setOffline(true);
  await company.fill('Gartenwelt Hoffmann Offline');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Said by the form, not left on "Please wait…" until the connection returns.
  await expect(page.getByRole('alert').filter({ hasText: 'The server cannot be reached, check the connection' })).toBeVisible({ timeout: 10_000 });
  await expect(company).toHaveValue('Gartenwelt Hoffmann Offline');
  const tried = sent.length;
  await context.setOffline(false);
  await page.waitForTimeout(1_500);
  expect(sent).toHaveLength(tried);
});

test('the welcome page shows the customer’s sales contact', async ({ page }) => {
  await page.goto('/wel/index');
  await expect(page.getByRole('heading', { name: /Greta Hoffmann/ })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Your sales contact' });
  await expect(contact).toContainText('Li Wei');
  await expect(contact.getByRole('link', { name: '+86 574 8765 4321' })).toHaveAttribute('href', 'tel:+8657487654321');
});

test('the top menu shows the areas that fit whole and offers the others under More', async ({ page }) => {
  // Opened below the top menu's breakpoint, then widened to it: it measures once it is drawn.
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/wel/index');
  const nav = page.getByRole('navigation', { name: 'Areas' });
  const more = nav.getByRole('button', { name: 'More' });
  await expect(page.getByRole('heading', { name: /Greta Hoffmann/ })).toBeVisible();
  await expect(more).toBeHidden();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(more).toBeVisible();
  // No area is cut: every link shown lies inside the menu's box, and the hidden ones cannot take focus.
  const box = (await nav.boundingBox())!;
  const shown = nav.getByRole('link');
  const shownCount = await shown.count();
  expect(shownCount).toBeGreaterThan(0);
  for (const link of await shown.all()) {
    const linkBox = (await link.boundingBox())!;
    expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(box.x + box.width);
  }
  await more.click();
  const menu = page.getByRole('menu', { name: 'More' });
  const offered = await menu.getByRole('menuitem').allTextContents();
  expect(offered).toContain('User info');
  expect(await shown.allTextContents()).not.toContain('User info');
  await menu.getByRole('menuitem', { name: 'User info' }).click();
  await expect(page).toHaveURL(/\/info\/index$/);
  // With room for all of them, every area is in the bar and More is gone.
  await page.setViewportSize({ width: 1800, height: 800 });
  await expect(more).toBeHidden();
  await expect(shown).toHaveCount(shownCount + offered.length);
});
