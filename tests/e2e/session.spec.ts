// Session journeys against the real server (run with KONTOR_CAPTCHA=off, so any 4 characters pass as the code,
// but the captcha picture is the server's real one): sign in, wrong password and captcha, guards, lock, logout, 401.
import { expect, test, type Page } from './support/test.js';
import { createKontorClient, createMemoryStorage, hashLockPassword } from '@kontor/api/client';
import { CART_KIND } from '@kontor/api/rules';
import { generateSkus } from '../../packages/server/src/db/seed-data/catalogue/skus.js';
import { DEMO_PASSWORD, signIn, type DemoUser } from './support/session.js';

const TOKEN_KEY = 'pigx-access_token';

// Fields by role and name (a password input has no role: its name attribute); the tab panel is labelled too.
const usernameField = (page: Page) => page.getByRole('textbox', { name: 'User name' });
const passwordField = (page: Page) => page.locator('input[name="password"]');
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Verification code' });
const lockField = (page: Page) => page.getByRole('main').locator('input');

async function fillLogin(page: Page, username: string, password: string, code = 'abcd') {
  await usernameField(page).fill(username);
  await passwordField(page).fill(password);
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const storedToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);

/**
 * The server allows 10 login calls per user and address a minute (the pre-check and the token call count one
 * each), so the journeys spread their sign-ins over the demo accounts.
 */
async function signInThroughForm(page: Page, username: DemoUser = 'ddp-buyer') {
  await page.goto('/login');
  await fillLogin(page, username, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Locks the session as the lock dialog does: the salted hash and the flag, never the password. */
async function lockWith(page: Page, password: string) {
  const hash = hashLockPassword(password);
  await page.evaluate((stored) => {
    const item = (content: unknown) => JSON.stringify({ dataType: typeof content, content, type: 'session', datetime: Date.now() });
    sessionStorage.setItem('pigx-lockPasswd', item(stored));
    sessionStorage.setItem('pigx-isLock', item(true));
  }, hash);
}

test('signs in with the captcha picture shown and lands on the home page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your wholesale account' })).toBeVisible();
  const captcha = page.getByRole('img', { name: 'Verification code picture' });
  await expect(captcha).toBeVisible();
  await expect.poll(() => captcha.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const firstPicture = await captcha.getAttribute('src');
  await page.getByRole('button', { name: 'Show a new verification code picture' }).click();
  await expect(captcha).not.toHaveAttribute('src', firstPicture!);
  await fillLogin(page, 'ddp-buyer', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  expect(JSON.parse((await storedToken(page))!).content).toEqual(expect.any(String));
});

test('checks the fields before sending, in the shop language', async ({ page }) => {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/admin/user/check/pwd')) sent = true;
  });
  await page.goto('/login');
  await usernameField(page).fill('ab');
  await passwordField(page).fill('12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The login name must be 3 to 20 characters long')).toBeVisible();
  await expect(page.getByText('The password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('Please enter the verification code')).toBeVisible();
  await expect(usernameField(page)).toBeFocused();
  expect(sent).toBe(false);
});

test('a wrong password says so and keeps the user name', async ({ page, consoleProblems }) => {
  // The refusal's status (426, as the shop's backend answers a wrong password), which the browser logs.
  consoleProblems.allow(/status of 426 .*\/admin\/user\/check\/pwd/);
  await page.goto('/login');
  await fillLogin(page, 'ddp-buyer', 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('The user name does not exist or the password is wrong.');
  await expect(usernameField(page)).toHaveValue('ddp-buyer');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
});

test('a wrong captcha says so and shows a new picture', async ({ page, consoleProblems }) => {
  // The refusal's status (428, a wrong captcha), which the browser logs.
  consoleProblems.allow(/status of 428 .*\/admin\/user\/check\/pwd/);
  // The test server accepts any 4 characters, so the server's 428 answer is played here.
  await page.route('**/admin/user/check/pwd?**', (route) =>
    route.fulfill({ status: 428, contentType: 'application/json', body: JSON.stringify({ code: 1, msg: null, data: null }) }),
  );
  await page.goto('/login');
  const captcha = page.getByRole('img', { name: 'Verification code picture' });
  const before = await captcha.getAttribute('src');
  await fillLogin(page, 'ddp-buyer', DEMO_PASSWORD, 'zzzz');
  await expect(page.getByRole('alert')).toHaveText('The verification code is wrong; please enter the new one.');
  await expect(captcha).not.toHaveAttribute('src', before!);
  await expect(codeField(page)).toHaveValue('');
  await expect(usernameField(page)).toHaveValue('ddp-buyer');
});

test('a protected page sends the visitor to sign in, then back to it; /login with a token goes home', async ({ page }) => {
  await page.goto('/index?from=mail');
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex%3Ffrom%3Dmail$/);
  await fillLogin(page, 'fob-buyer', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/index\?from=mail$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a locked session stays on /lock until the right password; a wrong one says so', async ({ page }) => {
  await signInThroughForm(page);
  await lockWith(page, 'lock-me');
  await page.goto('/index');
  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
  await expect(page.getByText('Signed in as Greta Hoffmann')).toBeVisible();
  const password = lockField(page);
  await password.fill('not-it');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('alert')).toHaveText('The lock screen password is wrong. Please try again.');
  await expect(password).toHaveValue('');
  await expect(password).toBeFocused();
  await page.goto('/shopping');
  await expect(page).toHaveURL(/\/lock$/);
  await password.fill('lock-me');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).not.toHaveURL(/\/lock/);
  expect(await page.evaluate(() => sessionStorage.getItem('pigx-isLock'))).toBeNull();
});

test('locking from the top bar stores only a salted hash, goes to /lock, and the same password returns, after a reload too', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'admin');
  await page.goto('/wel/index');
  await page.getByRole('button', { name: 'Lock the screen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set lock screen password' });
  await dialog.locator('input').fill('top-secret');
  await dialog.getByRole('button', { name: 'Lock screen' }).click();
  await expect(page).toHaveURL(/\/lock$/);
  const stored = await page.evaluate(() => sessionStorage.getItem('pigx-lockPasswd'));
  expect(JSON.parse(stored!).content).toMatch(/^sha256:[0-9a-f]{32}:[0-9a-f]{64}$/);
  expect(stored).not.toContain('top-secret');
  // The page locked on is the tab's to remember: a reload of the lock screen does not forget it. The server draws it
  // for nobody: the form's place held, never a "no one is signed in" to the member before the session is read.
  const drawn = page.waitForResponse((response) => new URL(response.url()).pathname === '/lock' && response.request().resourceType() === 'document');
  await page.reload();
  const html = await (await drawn).text();
  expect(html).toContain('Screen locked');
  expect(html).not.toContain('No one is signed in here');
  await lockField(page).fill('top-secret');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  expect(await page.evaluate(() => sessionStorage.getItem('pigx-isLock'))).toBeNull();
});

test('logging out from the lock screen clears the session and lands on /login', async ({ page, request }) => {
  await signInThroughForm(page, 'fob-buyer');
  const token = JSON.parse((await storedToken(page))!).content as string;
  // The language switch's cookie, which the stored language mirrors: forgotten with it.
  await page.context().addCookies([{ name: 'kontor-lang', value: 'de', url: page.url() }]);
  await lockWith(page, 'lock-me');
  await page.goto('/index');
  await page.getByRole('button', { name: 'Log out instead' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('pigx-')));
  expect(left).toEqual([]);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('kontor-lang');
  // The server forgot the token too.
  const info = await request.get('/admin/user/info', { headers: { Authorization: `Bearer ${token}` } });
  expect(info.status()).toBe(401);
  await page.goto('/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex$/);
});

test('a token revoked mid-session lands on /login with the 401 message, remembering the page', async ({ page, request, consoleProblems }) => {
  // The revoked token's 401s, which the browser logs: the session read and its refresh, and any member call the page
  // had already sent beside them (the cart's lines, once the drawn page hydrates).
  consoleProblems.allow(/status of 401 \(Unauthorized\)/);
  await signInThroughForm(page, 'admin');
  const token = JSON.parse((await storedToken(page))!).content as string;
  // Leave the landing page first (the tab keeps its session storage): its calls still running would meet the revoked
  // token themselves and end the session there, before /index is opened.
  await page.goto('about:blank');
  const revoked = await request.delete('/auth/token/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
  await page.goto('/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex$/);
  // Said once, in words (spec section 8: a 401 toasts and logs out), though the refresh was refused too.
  await expect(page.getByText('No permission for this operation')).toHaveCount(1);
  expect(await storedToken(page)).toBeNull();
});

test('a session that expires under the order form keeps what was typed for the same member, not for the next one', async ({ page, request, baseURL, consoleProblems }) => {
  consoleProblems.allow(/status of 401 \(Unauthorized\)/);
  // A line in the container cart, whatever the journeys before left there: the form is drawn over the cart.
  const client = createKontorClient({ baseUrl: baseURL!, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
  await client.auth.loginByPassword({ username: 'ddp-buyer', password: DEMO_PASSWORD, code: 'abcd', randomStr: `1234${Date.now()}`, languageId: 2 });
  const sku = generateSkus().find((candidate) => candidate.parentSkuId === null && candidate.stockCn > candidate.packingUnit * 2 && candidate.maxOrderQty === null)!;
  await client.cart.addBatch([{ skuId: sku.id, quantity: sku.packingUnit, cartType: CART_KIND.container }]);
  await signInThroughForm(page, 'ddp-buyer');
  await page.goto('/placeOrder?kind=container&lang=en');
  const remark = page.getByRole('textbox', { name: 'Remarks' });
  await remark.fill('Unload at gate 4, please');
  const token = JSON.parse((await storedToken(page))!).content as string;
  expect((await request.delete('/auth/token/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
  // The page's next calls meet the revoked token (the form, refused at its empty ETA, sends none): the session ends
  // and the sign-in page remembers the form.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2FplaceOrder/);
  await fillLogin(page, 'ddp-buyer', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/placeOrder\?kind=container/);
  await expect(remark).toHaveValue('Unload at gate 4, please');

  // Expired again, and someone else signs in in this tab: the last member's entries are gone.
  const again = JSON.parse((await storedToken(page))!).content as string;
  expect((await request.delete('/auth/token/logout', { headers: { Authorization: `Bearer ${again}` } })).ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2FplaceOrder/);
  await fillLogin(page, 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/placeOrder\?kind=container/);
  expect(await page.evaluate(() => sessionStorage.getItem('kontor-order-draft-container') ?? '')).not.toContain('gate 4');
});
