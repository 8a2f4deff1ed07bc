// After-sales journeys against the real server: from a shipped order's line, file a request with two pictures (kept
// through a reload) and see
// it in the personal centre as 0 application and on the line's form as processing; the staff's status command moves it and the shop shows the new status
// and the STOMP reminder; a sixth file and a 6 MB picture are refused with the spec's texts; one buyer never sees another's requests.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from './support/test.js';
import { createKontorClient, createMemoryStorage } from '@kontor/api/client';
import { offersAfterSales } from '@kontor/api/rules';
import { DEMO_PASSWORD, signIn, type DemoUser } from './support/session.js';

/** A logged-in api client in the test process, for finding seeded orders and reading requests back. */
async function apiAs(baseURL: string, username: DemoUser) {
  const client = createKontorClient({
    baseUrl: baseURL,
    storage: { session: createMemoryStorage(), local: createMemoryStorage() },
  });
  await client.auth.loginByPassword({
    username,
    password: DEMO_PASSWORD,
    code: 'abcd',
    randomStr: `1234${Date.now()}`,
    languageId: 2,
  });
  return client;
}

/** A real (1×1) PNG padded to its name's size, so the server's byte check accepts it as a picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkqPr/HwAEkgJBbXYPAgAAAABJRU5ErkJggg==',
  'base64',
);
const picture = (name: string, bytes = 40 * 1024) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.alloc(Math.max(0, bytes - PNG.length))]),
});

const run = promisify(execFile);

const fileInput = (page: Page, index: 0 | 1) => page.locator('input[type="file"]').nth(index);

test.describe.configure({ mode: 'serial' });

test('a buyer files a request with two pictures for a seeded order and sees it as application', async ({
  page,
  baseURL,
}) => {
  const client = await apiAs(baseURL!, 'ddp-buyer');
  const orders = await client.orders.mine({ current: 1, size: 50 });
  // A shipped or completed order: its lines offer the request.
  const shipped = orders.records.find((record) => offersAfterSales(record.status))!;
  const order = await client.orders.get(shipped.id);
  const line = order.items![0]!;
  const description = `Cracked glass, e2e ${Date.now()}`;

  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto(`/Order?id=${encodeURIComponent(String(order.id))}&lang=en`);
  await page.getByRole('link', { name: `Apply for after-sales service: ${line.name}` }).click();
  await expect(page).toHaveURL(/\/afterSalesApply\?/);
  const applyUrl = page.url();
  await expect(page.getByRole('textbox', { name: /Article no/ })).toHaveValue(line.artNo ?? '');
  await page.getByRole('button', { name: /Service type/ }).click();
  await page.getByRole('option', { name: 'Replace product' }).click();
  await page.getByRole('textbox', { name: /Contact person/ }).fill('Greta Hoffmann');
  await page.getByRole('textbox', { name: /Email/ }).fill('einkauf@gartenwelt-hoffmann.example');
  await page.getByRole('textbox', { name: /Damage description/ }).fill(description);
  await fileInput(page, 0).setInputFiles([picture('receipt.png')]);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await fileInput(page, 1).setInputFiles([picture('corner.png'), picture('glass.png')]);
  await expect(
    page.getByRole('list', { name: 'Previews of Proof pictures' }).getByRole('img'),
  ).toHaveCount(2);
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // A reload keeps what was typed and uploaded: the proofs are listed by their names, as uploaded.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Damage description/ })).toHaveValue(description);
  await expect(page.getByRole('textbox', { name: /Contact person/ })).toHaveValue('Greta Hoffmann');
  await expect(page.getByRole('button', { name: /Service type/ })).toContainText('Replace product');
  const uploaded = page.getByRole('listitem').filter({ hasText: 'Uploaded' });
  await expect(uploaded).toHaveText([/^receipt\.png/, /^corner\.png/, /^glass\.png/]);
  await page.getByRole('button', { name: 'Send request' }).click();

  // The detail opens with the request at its first step, its two pictures fetched as images.
  await expect(page.getByText('Status: Application')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Proof pictures' }).getByRole('button')).toHaveCount(
    2,
  );
  // The receipt and both pictures come as one zip, a blob named by the server (no token in any link).
  const zipping = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the proofs (3) as one file' }).click();
  const zip = await zipping;
  expect(zip.suggestedFilename()).toBe('kontor-files.zip');
  expect(zip.url()).toMatch(/^blob:/);

  const mine = await client.serviceOrders.mine({ current: 1, size: 10 });
  const created = mine.records.find((request) => request.damageDescription === description)!;
  expect(created.status).toBe(0);
  expect(created.proofImages).toHaveLength(2);

  await page.goto('/personal?tab=aftersales');
  const row = page.getByTestId('after-sales-row').filter({ hasText: created.serviceNo! });
  await expect(row).toContainText('Application');
  // The same line again: the form says its newest request is under way (spec section 4's apply dialog reading).
  await page.goto(applyUrl);
  await expect(page.getByText('You have applied for after-sales service for this line already: Processing.')).toBeVisible();
  // The draft went with the request: the form starts from the line again.
  await expect(page.getByRole('textbox', { name: /Damage description/ })).toHaveValue('');
});

test('the status command moves a request: the shop shows the reminder and the new status', async ({ page, baseURL }) => {
  const client = await apiAs(baseURL!, 'ddp-buyer');
  const applications = await client.serviceOrders.mine({ current: 1, size: 50, status: 0 });
  const request = applications.records[0]!;
  expect(request.status).toBe(0);

  await signIn(page, baseURL!, 'ddp-buyer');
  // The reminder goes only to a subscribed session: the SUBSCRIBE frame is watched for from the socket's start
  // (it may go out before the page has settled), and awaited before the staff acts.
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/act/ws')) return;
      ws.on('framesent', (frame) => {
        if (String(frame.payload).startsWith('SUBSCRIBE')) resolve();
      });
    });
  });
  await page.goto(`/afterSalesDetail?id=${encodeURIComponent(String(request.id))}`);
  await expect(page.getByText('Status: Application')).toBeVisible();
  await subscribed;

  // As the staff would: the server's status command (it signs the admin in; the e2e server runs without captcha).
  const { stdout } = await run('pnpm', ['--filter', '@kontor/server', 'status', 'service', String(request.id), '4'], {
    env: { ...process.env, KONTOR_URL: baseURL },
    timeout: 60_000,
  });
  expect(stdout).toContain(`After-sales request ${request.serviceNo}: complete`);

  const notice = page.getByRole('alertdialog').filter({ hasText: /please process this task promptly/ });
  await expect(notice).toContainText(`After-sales request ${request.serviceNo}: complete`, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByText('Status: Complete')).toBeVisible();
  await page.goto('/personal?tab=aftersales');
  await expect(page.getByTestId('after-sales-row').filter({ hasText: request.serviceNo! })).toContainText('Complete');
});

test('an empty request is refused at its fields in German, the first one focused, nothing typed lost', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto('/afterSalesApply?lang=de');
  await page.getByRole('textbox', { name: /Schadensbeschreibung/ }).fill('Glas gesprungen');
  await page.getByRole('button', { name: 'Antrag senden' }).click();
  await expect(page.getByText('Die Artikelnummer darf nicht leer sein')).toBeVisible();
  // The service type's error shows below its trigger before its list's code has loaded.
  await expect(page.getByRole('button', { name: /Serviceart/ })).toHaveAccessibleDescription('Bitte wählen Sie eine Serviceart');
  await expect(page.getByRole('textbox', { name: /Artikelnummer/ })).toBeFocused();
  await expect(page.getByRole('textbox', { name: /Schadensbeschreibung/ })).toHaveValue('Glas gesprungen');
});

test('a field made red on leaving it does not take the focus from the first field to fix', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto('/afterSalesApply?lang=de');
  const email = page.getByRole('textbox', { name: /E-Mail/ });
  await email.fill('bad');
  await email.press('Tab');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Antrag senden' }).click();
  await expect(page.getByRole('textbox', { name: /Artikelnummer/ })).toBeFocused();
  await expect(email).toHaveValue('bad');
});

test('a sixth file is refused with the spec text', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto('/afterSalesApply');
  await fileInput(page, 1).setInputFiles([1, 2, 3, 4, 5].map((n) => picture(`photo-${n}.png`)));
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await fileInput(page, 1).setInputFiles([picture('photo-6.png')]);
  await expect(page.getByText('The number of uploaded files cannot exceed 5!')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Previews of Proof pictures' }).getByRole('img'),
  ).toHaveCount(5);
});

test('a picture over 5 MB is refused with the spec text, and nothing is uploaded for it', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'ddp-buyer');
  await page.goto('/afterSalesApply');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /upload/i.test(request.url())) uploads.push(request.url());
  });
  await fileInput(page, 1).setInputFiles([picture('too-big.png', 6 * 1024 * 1024)]);
  await expect(page.getByText('The size of the uploaded picture cannot exceed 5MB!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Previews of Proof pictures' }).getByRole('img')).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('fob-buyer never sees ddp-buyer’s requests', async ({ page, baseURL, consoleProblems }) => {
  // Opening another member's request by its address is answered 404, which the browser logs.
  consoleProblems.allow(/status of 404 .*\/scgl\/rfstoreserviceorder\/\d+\)/);
  const ddp = await apiAs(baseURL!, 'ddp-buyer');
  const theirs = await ddp.serviceOrders.mine({ current: 1, size: 50 });
  expect(theirs.records.length).toBeGreaterThan(0);

  await signIn(page, baseURL!, 'fob-buyer');
  await page.goto('/personal?tab=aftersales');
  await expect(page.getByTestId('after-sales-row').first()).toBeVisible();
  const shown = await page.getByTestId('after-sales-row').allTextContents();
  for (const request of theirs.records) {
    expect(shown.join('\n')).not.toContain(request.serviceNo!);
  }
  // Nor by its address.
  await page.goto(`/afterSalesDetail?id=${encodeURIComponent(String(theirs.records[0]!.id))}`);
  await expect(page.getByText('This after-sales request could not be found.')).toBeVisible();
});
