// Address journeys against the real server: a delivery address with receiving windows is refused while two
// windows of a day overlap, then saved, shown in the personal centre and stored; an incomplete address is
// completed from the order form's link and can then be chosen there.
import { expect, test, type Page } from './support/test.js';
import { createKontorClient, createMemoryStorage } from '@kontor/api/client';
import { CART_KIND } from '@kontor/api/rules';
import { generateSkus } from '../../packages/server/src/db/seed-data/catalogue/skus.js';
import { DEMO_PASSWORD, signIn, type DemoUser } from './support/session.js';

async function apiAs(baseURL: string, username: DemoUser) {
  const client = createKontorClient({ baseUrl: baseURL, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
  await client.auth.loginByPassword({ username, password: DEMO_PASSWORD, code: 'abcd', randomStr: `1234${Date.now()}`, languageId: 2 });
  return client;
}

/** Types 'HH:mm' into a time field of a window row, segment by segment as a keyboard user does. */
async function typeTime(page: Page, row: number, label: 'From' | 'Until', hhmm: string) {
  const field = page.getByRole('group', { name: `Receiving time ${row}` }).getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(hhmm.replace(':', ''));
}

test.describe.configure({ mode: 'serial' });

test('an address with receiving windows: an overlap is refused, then it is saved, shown and stored', async ({ page, baseURL }) => {
  // fob-buyer, so the container journeys of ddp-buyer keep their two seed addresses.
  const client = await apiAs(baseURL!, 'fob-buyer');
  const before = (await client.addresses.mine()).length;
  await signIn(page, baseURL!, 'fob-buyer');
  await page.goto('/personal?tab=addresses&lang=en');
  await expect(page.getByTestId('address-card')).toHaveCount(before);

  await page.getByRole('button', { name: 'Add an address' }).press('Enter');
  // The form is where the user is now: its first field has the focus.
  await expect(page.getByRole('textbox', { name: /Company/ })).toBeFocused();
  // Saved empty: each required field says so in words (its message loaded with the screen), the first one focused.
  await page.getByRole('button', { name: 'Save address' }).click();
  for (const text of ['The company cannot be empty', 'The street cannot be empty', 'The postal code cannot be empty', 'The contact person cannot be empty']) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: /Company/ })).toBeFocused();
  await page.getByRole('textbox', { name: /Company/ }).fill('Jardins du Sud Entrepôt');
  await page.getByRole('textbox', { name: /Street/ }).fill('12 Rue des Docks');
  await page.getByRole('textbox', { name: /Postal code/ }).fill('13002');
  await page.getByRole('textbox', { name: /Contact person/ }).fill('Camille Laurent');
  // The phone helper first: not 11 digits is refused at the field.
  const phone = page.getByRole('textbox', { name: /Phone/ });
  await phone.fill('+33 4 91');
  await phone.blur();
  await expect(page.getByText('The phone number must have 11 digits')).toBeVisible();
  await phone.fill('04915501990');

  await page.getByRole('button', { name: 'Add a receiving time' }).click();
  await page.getByRole('button', { name: 'Add a receiving time' }).click();
  // The second window starts on Tuesday; moved to Monday 08:00-12:00 it overlaps the first.
  await page.getByRole('group', { name: 'Receiving time 2' }).getByRole('button', { name: /Tuesday Weekday/ }).click();
  await page.getByRole('option', { name: 'Monday' }).click();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('This receiving time overlaps another one on the same day')).toBeVisible();
  expect((await client.addresses.mine()).length).toBe(before);

  await typeTime(page, 2, 'From', '13:00');
  await typeTime(page, 2, 'Until', '17:30');
  await expect(page.getByText('This receiving time overlaps another one on the same day')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save address' }).click();

  const card = page.getByRole('article', { name: 'Jardins du Sud Entrepôt' });
  await expect(card).toBeVisible();
  // Back in the list, the focus is where the form was opened from.
  await expect(page.getByRole('button', { name: 'Add an address' })).toBeFocused();
  await expect(card.getByTestId('receiving-day')).toHaveText(['Monday08:00–12:00 and 13:00–17:30']);
  await expect(card).toContainText('Ready for orders');
  // Stored by the server, not only shown: after a reload and through the API.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Jardins du Sud Entrepôt' }).getByTestId('receiving-day')).toHaveText([
    'Monday08:00–12:00 and 13:00–17:30',
  ]);
  const saved = (await client.addresses.mine()).find((address) => address.company === 'Jardins du Sud Entrepôt');
  expect(saved?.receivingTimes).toEqual([
    { weekday: 1, startTime: '08:00', endTime: '12:00' },
    { weekday: 1, startTime: '13:00', endTime: '17:30' },
  ]);
  expect(saved?.phone).toBe('04915501990');

  // Opened to edit and given up: the focus returns to that address's edit button.
  await page.getByRole('button', { name: 'Edit Jardins du Sud Entrepôt' }).press('Enter');
  await page.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Edit Jardins du Sud Entrepôt' })).toBeFocused();

  // Delete asks first.
  await page.getByRole('button', { name: 'Delete Jardins du Sud Entrepôt' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('address-card')).toHaveCount(before);
  expect((await client.addresses.mine()).length).toBe(before);
});

test('an incomplete address is completed from the order form and can then be chosen there', async ({ page, baseURL }) => {
  const client = await apiAs(baseURL!, 'fob-buyer');
  const sku = generateSkus().find((candidate) => candidate.parentSkuId === null && candidate.stockCn > candidate.packingUnit * 4)!;
  await client.cart.addBatch([{ skuId: sku.id, quantity: sku.packingUnit, cartType: CART_KIND.container }]);
  await signIn(page, baseURL!, 'fob-buyer');
  await page.goto('/placeOrder?kind=container&lang=en');
  const incomplete = page.getByRole('radio', { name: /Zone Artisanale 7/ });
  await expect(incomplete).toBeDisabled();
  await page.getByRole('link', { name: 'Complete this address' }).click();

  await expect(page).toHaveURL(/\/personal\?.*address=\d+/);
  await expect(page.getByRole('heading', { name: 'Edit delivery address' })).toBeVisible();
  // It starts in the first field the address misses.
  await expect(page.getByRole('textbox', { name: /Company/ })).toBeFocused();
  await page.keyboard.type('Jardins du Sud Avignon');
  await page.getByRole('textbox', { name: /Contact person/ }).fill('Hugo Martin');
  await page.getByRole('textbox', { name: /Phone/ }).fill('04905501990');
  await page.getByRole('button', { name: 'Save address' }).click();

  // Back on the order form, where the completed address can now be chosen.
  await expect(page).toHaveURL(/\/placeOrder\?kind=container/);
  await expect(page.getByRole('radio', { name: /Jardins du Sud Avignon, Zone Artisanale 7/ })).toBeEnabled();
});
