// Personal-centre journeys against the real server: the password change confirmed by a code mailed to the
// member's mailbox (read from the server's code log, as a developer reads the log), then a sign-in with the new
// password; an order's invoice requested, viewed and downloaded as a named file. Signed in as fob-buyer, whose
// password is set back afterwards so the other journeys keep signing in.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.js';
import { createKontorClient, createMemoryStorage } from '@kontor/api/client';
import { DEMO_PASSWORD, signIn } from './support/session.js';

const MAILBOX = 'achats@jardins-du-sud.example';
const NEW_PASSWORD = 'jardin-2026';

/** The last code the server logged for this mailbox (the e2e server appends code lines to E2E_CODE_LOG). */
function loggedCode(mailbox: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(process.env.E2E_CODE_LOG!, 'utf8');
  } catch {
    return undefined; // no code sent yet
  }
  const lines = text.split('\n').filter((line) => line.includes(`code for email:${mailbox}:`));
  return /: (\d{4}) \(/.exec(lines.at(-1) ?? '')?.[1];
}

async function apiAs(baseURL: string, password: string) {
  const client = createKontorClient({ baseUrl: baseURL, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
  await client.auth.loginByPassword({ username: 'fob-buyer', password, code: 'abcd', randomStr: `1234${Date.now()}`, languageId: 2 });
  return client;
}

const passwordInput = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

test('the password is changed with the mailbox code, and the new one signs in', async ({ page, browser, baseURL }) => {
  const before = loggedCode(MAILBOX);
  await signIn(page, baseURL!, 'fob-buyer');
  await page.goto('/personal?tab=account');
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form.getByRole('textbox', { name: /^Mailbox( \*)?$/ })).toHaveValue(MAILBOX);
  await passwordInput(page, 'password').fill(DEMO_PASSWORD);
  await passwordInput(page, 'newpassword1').fill(NEW_PASSWORD);
  await passwordInput(page, 'newpassword2').fill(`${NEW_PASSWORD}x`);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
  await expect(form.getByRole('status')).toHaveText(`A code has been sent to ${MAILBOX}.`);

  // A mismatch is refused at the field, before anything is sent.
  // (Enter in the code field sends: leaving the field first would show its error and move the button.)
  await form.getByRole('textbox', { name: /^Mailbox code/ }).fill('12');
  await form.getByRole('textbox', { name: /^Mailbox code/ }).press('Enter');
  await expect(form.getByText('Password input is inconsistent')).toBeVisible();
  await expect(form.getByText('The verification code has 4 characters')).toBeVisible();

  await expect.poll(() => loggedCode(MAILBOX), { timeout: 10_000 }).not.toBe(before);
  const code = loggedCode(MAILBOX)!;
  await passwordInput(page, 'newpassword2').fill(NEW_PASSWORD);
  await form.getByRole('textbox', { name: /^Mailbox code/ }).fill(code === '0000' ? '1111' : '0000');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Verification failed.')).toBeVisible();
  await form.getByRole('textbox', { name: /^Mailbox code/ }).fill(code);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  try {
    // In a fresh browser (this page's init script would restore the old session), the login form takes the new
    // password (the e2e server accepts any 4 captcha characters) and the old one no longer works.
    const fresh = await browser.newPage({ baseURL });
    await fresh.goto('/login');
    await fresh.getByRole('textbox', { name: 'User name' }).fill('fob-buyer');
    await fresh.locator('input[name="password"]').fill(NEW_PASSWORD);
    await fresh.getByRole('textbox', { name: 'Verification code' }).fill('abcd');
    await fresh.getByRole('button', { name: 'Sign in' }).click();
    await expect(fresh).not.toHaveURL(/\/login/);
    await fresh.close();
    await expect(apiAs(baseURL!, DEMO_PASSWORD)).rejects.toThrow();
  } finally {
    // Back to the demo password (the change without a mailbox code is the admin shell's), for the other journeys.
    const client = await apiAs(baseURL!, NEW_PASSWORD);
    await client.email.editPassword({ password: NEW_PASSWORD, newpassword1: DEMO_PASSWORD, newpassword2: DEMO_PASSWORD });
  }
});

test('an order’s invoice is requested from its page, then shown and downloaded as a named file', async ({ page, baseURL }) => {
  const client = createKontorClient({ baseUrl: baseURL!, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
  const { access_token: token } = await client.auth.loginByPassword({
    username: 'fob-buyer', password: DEMO_PASSWORD, code: 'abcd', randomStr: `1234${Date.now()}`, languageId: 2,
  });
  const orders = await client.orders.mine({ current: 1, size: 50 });
  // An order without an invoice yet, and one with an issued invoice document (asked by the order, `?by=order`).
  const invoiceOf = async (orderId: unknown) => {
    const answer = await fetch(`${baseURL}/scgl/orderBaseInvoice/${String(orderId)}?by=order`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as { code: number; data: { fileLink?: string | null } | null };
    return body.code === 0 ? body.data : null;
  };
  const states = await Promise.all(orders.records.map(async (order) => ({ order, invoice: await invoiceOf(order.id) })));
  const open = states.find((state) => state.invoice === null)!.order;
  const issued = states.find((state) => state.invoice?.fileLink)!;

  await signIn(page, baseURL!, 'fob-buyer');
  await page.goto(`/Order?id=${encodeURIComponent(String(open.id))}`);
  const form = page.getByRole('region', { name: 'Request an invoice' });
  await expect(form.getByRole('textbox', { name: /^Company/ })).toHaveValue('Jardins du Sud SARL');
  await form.getByRole('textbox', { name: /^Invoice email/ }).fill('factures@jardins-du-sud.example');
  await form.getByRole('button', { name: 'Request invoice' }).click();
  const invoice = page.getByRole('region', { name: 'Invoice' });
  await expect(invoice).toContainText(`INV-${open.orderNo}`);
  await expect(invoice).toContainText('factures@jardins-du-sud.example');

  await page.goto(`/Order?id=${encodeURIComponent(String(issued.order.id))}`);
  const shown = page.getByRole('region', { name: 'Invoice' });
  const downloading = page.waitForEvent('download');
  await shown.getByRole('button', { name: 'Download invoice' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^invoice-.*\.pdf$/);
  // The file came as a blob: no token (nor any stored-file address) in the link the browser saved.
  expect(file.url()).toMatch(/^blob:/);
  const zipping = page.waitForEvent('download');
  await shown.getByRole('button', { name: /^All documents of the order \(\d+\) as one file$/ }).click();
  expect((await zipping).suggestedFilename()).toBe('kontor-files.zip');
});
