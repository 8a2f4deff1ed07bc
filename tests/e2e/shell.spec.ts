// The admin shell against the real server: the server menu, tag tab rules, theme and language switched without a
// reload, the error log's upload and clear, and the iframe route refusing what is not http(s).
import { expect, test, type Page } from './support/test.js';
import { createKontorClient, createMemoryStorage } from '@kontor/api/client';
import { DEMO_PASSWORD, signIn } from './support/session.js';

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

/** Counts full page loads: a switch "without reload" must leave it at one. */
async function countLoads(page: Page): Promise<() => number> {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: /Main menu|Hauptmenü|主菜单|Menu principal/ });

test('the menu comes from the server in the shop language, without the admin-only branch', async ({ page }) => {
  await page.goto('/wel/index?lang=en');
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Welcome' })).toBeVisible();
  await nav.getByRole('button', { name: 'Shop' }).click();
  await expect(nav.getByRole('link', { name: 'Container cart' })).toHaveAttribute('href', '/shopping');
  await expect(nav.getByRole('link', { name: 'Company website' })).toHaveAttribute('href', /^\/myiframe\/urlPath\?src=https/);
  await expect(nav.getByRole('button', { name: 'Administration' })).toHaveCount(0);
});

test('a menu that fails to load says so in German and loads when asked again', async ({ page, consoleProblems }) => {
  consoleProblems.allow(/status of 503|admin\/menu\/tree/);
  let failing = true;
  await page.route('**/admin/menu/tree**', (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":1,"msg":null,"data":null}' }) : route.fallback(),
  );
  await page.goto('/wel/index?lang=de');
  const nav = sidebar(page);
  await expect(nav.getByRole('alert')).toHaveText(/Das Menü konnte nicht geladen werden\./, { timeout: 20_000 });
  await expect(nav.getByText(/Noch kein Menü/)).toHaveCount(0);
  failing = false;
  await nav.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(nav.getByRole('link', { name: 'Willkommen' })).toBeVisible();
});

test('tabs: one per page, close others, close all back home, the last tab stays', async ({ page }) => {
  await page.goto('/wel/index?lang=en');
  const nav = sidebar(page);
  await nav.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/admin\/sysxxfsjl\/index$/);
  await nav.getByRole('link', { name: 'User info' }).click();
  const tabs = page.getByRole('tablist', { name: 'Open pages' });
  await expect(tabs.getByRole('tab')).toHaveCount(3);
  await expect(tabs.getByRole('tab', { name: 'User info' })).toHaveAttribute('aria-selected', 'true');

  // Right click → Close others keeps home and that tab, and shows it.
  await tabs.getByRole('tab', { name: 'Messages' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close others' }).click();
  await expect(tabs.getByRole('tab')).toHaveCount(2);
  await expect(page).toHaveURL(/\/admin\/sysxxfsjl\/index$/);

  // Keyboard: Shift+F10 → Close all returns to the home tab.
  await tabs.getByRole('tab', { name: 'Messages' }).focus();
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menuitem', { name: 'Close all' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(tabs.getByRole('tab')).toHaveCount(1);

  // The last tab cannot be closed: Delete does nothing, its Close entry is disabled.
  await tabs.getByRole('tab').first().focus();
  await page.keyboard.press('Delete');
  await expect(tabs.getByRole('tab')).toHaveCount(1);
  await page.getByRole('button', { name: 'Tab actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Close', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  // A storefront page (other layout) records its tab too, and tabs survive a reload.
  await page.goto('/shopping?lang=en');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('pigx-tagList') ?? '')).toContain('/shopping');
  await page.goto('/wel/index?lang=en');
  await expect(tabs.getByRole('tab', { name: 'Container cart' })).toBeVisible();
  await page.reload();
  await expect(tabs.getByRole('tab')).toHaveCount(2);

  // Every protected page opens as a tab (spec section 2), a page the menu does not list too: by its page's name.
  await page.goto('/detail?id=15&lang=en');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('pigx-tagList') ?? '')).toContain('/detail');
  await page.goto('/wel/index?lang=en');
  await expect(tabs.getByRole('tab', { name: 'Product' })).toBeVisible();
  await expect(tabs.getByRole('tab')).toHaveCount(3);
});

test('language and theme switch in place: no reload, labels and colours change', async ({ page }) => {
  await page.goto('/wel/index?lang=en');
  const loads = await countLoads(page);
  await expect(sidebar(page).getByRole('link', { name: 'Welcome' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { kept: string }).kept = 'same document'));

  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Willkommen' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Willkommen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  await page.getByRole('button', { name: 'Design: Hey' }).click();
  await page.getByRole('menuitemradio', { name: 'VIP' }).click();
  await expect(page.locator('html')).toHaveClass(/theme-vip/);
  expect(await page.evaluate(() => (window as unknown as { kept?: string }).kept)).toBe('same document');
  expect(loads()).toBe(0);

  // Both are remembered as the backend UI stores them (no ?lang= this time, so the stored language shows), and the
  // server's first HTML is already in them: nothing is painted in the default theme first.
  const first = await page.request.get('/wel/index');
  expect(await first.text()).toMatch(/^<!doctype html>\s*<html lang="de-DE" class="theme-vip">/i);
  await page.goto('/wel/index');
  await expect(page.locator('html')).toHaveClass(/theme-vip/);
  await expect(sidebar(page).getByRole('link', { name: 'Willkommen' })).toBeVisible();
});

test('error log: an unhandled error is recorded, uploaded and cleared with the confirmations', async ({ page, baseURL, consoleProblems }) => {
  // The error the test raises in the page, for the log to record.
  consoleProblems.allow(/^uncaught: shell e2e boom$/);
  await page.goto('/wel/index?lang=en');
  await expect(sidebar(page).getByRole('link', { name: 'Welcome' })).toBeVisible();
  const raise = () => page.evaluate(() => setTimeout(() => { throw new Error('shell e2e boom'); }, 0));
  await raise();
  await page.getByRole('button', { name: 'Error log, 1 entry' }).click();
  const viewer = page.getByRole('dialog', { name: 'Error log' });
  await expect(viewer.getByText('shell e2e boom', { exact: true })).toBeVisible();

  await viewer.getByRole('button', { name: 'Upload' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Upload the local logs to the server?');
  await confirm.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Sent successfully!')).toBeVisible();
  // What the server stored for this member (ky streams a cloned body, so the request's own post data is not readable).
  const client = createKontorClient({ baseUrl: baseURL!, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
  await client.auth.loginByPassword({ username: 'ddp-buyer', password: DEMO_PASSWORD, code: 'abcd', randomStr: `1234${Date.now()}`, languageId: 2 });
  const { records } = await client.logs.page({ current: 1, size: 20, type: 'error' });
  expect(records.filter((entry) => entry.exception === 'shell e2e boom')).toHaveLength(1);
  await expect(viewer.getByText('No errors recorded.')).toBeVisible();

  await raise();
  await expect(viewer.getByText('shell e2e boom', { exact: true })).toBeVisible();
  await viewer.getByRole('button', { name: 'Clear' }).click();
  await expect(confirm).toContainText('Clear the local log records?');
  await confirm.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Cleared successfully!')).toBeVisible();
  await expect(viewer.getByText('No errors recorded.')).toBeVisible();
});

test('the iframe route embeds only the menu\'s own http(s) pages', async ({ page }) => {
  await page.goto('/myiframe/urlPath?src=javascript%3Aalert(1)&name=Bad&lang=en');
  await expect(page.getByRole('alert')).toContainText('only http and https pages can be embedded');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.goto('/myiframe/urlPath?src=data%3Atext%2Fhtml%2Cx&name=Bad&lang=en');
  await expect(page.locator('iframe')).toHaveCount(0);
  // The partner page, answered here: the test needs no way out to the internet.
  await page.route('https://www.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Kontor partner</title>' }));
  await page.goto('/myiframe/urlPath?src=https%3A%2F%2Fwww.example.com%2Fkontor&name=Company%20website&lang=en');
  await expect(page.locator('iframe[title="Company website"]')).toHaveAttribute('src', 'https://www.example.com/kontor');
  // A crafted link to a page the menu does not have: refused, and its name is not shown as the page's.
  await page.goto('/myiframe/urlPath?src=https%3A%2F%2Fevil.example%2Frelogin&name=Session%20expired&lang=en');
  await expect(page.getByRole('alert')).toContainText('This page is not in your menu');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByText('Session expired')).toHaveCount(0);
  // Its tab is not named as the menu's page it is not.
  await expect(page.getByRole('tab', { name: 'Company website' })).toHaveCount(0);
});
