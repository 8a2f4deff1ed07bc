// SMS sign-in against the real server: the code reaches no phone; the server prints it in its log, and the
// journey reads it there as a developer would (README of @kontor/server), then signs in with it.
import { expect, test, type Page } from './support/test.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';

/** ddp-buyer's mobile number in the demo data. */
const MOBILE = '15112345678';
const CODE_LINE = new RegExp(`\\[kontor\\] code for mobile:${MOBILE}: (\\d{4})`);

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function openSmsTab(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByRole('tab', { name: 'Mobile phone' }).click();
}

test('signs in with the code the server printed, after a wrong code is refused', async ({ page, consoleProblems }) => {
  // The wrong code's refusal (428), which the browser logs.
  consoleProblems.allow(/status of 428 .*\/auth\/mobile\/token\/sms/);
  await openSmsTab(page);
  await page.getByRole('textbox', { name: 'Mobile phone number' }).fill(MOBILE);
  const from = server.mark();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status')).toHaveText(`A code was sent to ${MOBILE}.`);
  // The throttle: no second code for a while, and the button says how long.
  await expect(page.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
  const code = (await server.waitForLog(CODE_LINE, from))[1]!;

  const wrong = code === '0000' ? '1111' : '0000';
  await page.getByRole('textbox', { name: 'SMS code' }).fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('textbox', { name: 'Mobile phone number' })).toHaveValue(MOBILE);

  await page.getByRole('textbox', { name: 'SMS code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByRole('button', { name: /^Account of / })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pigx-access_token'))).toBeTruthy();
});

test('checks the number before asking the server for a code', async ({ page }) => {
  await openSmsTab(page);
  const from = server.mark();
  await page.getByRole('textbox', { name: 'Mobile phone number' }).fill('1511234');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('textbox', { name: 'Mobile phone number' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Mobile phone number' })).toBeFocused();
  await expect(server.waitForLog(/code for mobile:/, from, 1500)).rejects.toThrow(/no log line/);
});
