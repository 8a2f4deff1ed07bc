// Messages load in parts, each with the code that names it (issue 15): every screen finds the messages it shows in the
// parts its load brought, through a language switch, client-side navigation, a lazily loaded dialog and fresh loads.
// The whole catalogue (the provider's safety net for a message the parts lack) is never fetched, and no message id
// ever shows.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.js';
import { signIn } from './support/session.js';

const LANG_DIR = new URL('../../packages/ui/src/i18n/lang/en/', import.meta.url);
const IDS = readdirSync(LANG_DIR).flatMap((file) => Object.keys(JSON.parse(readFileSync(new URL(file, LANG_DIR), 'utf8')) as object));
/** A whole language's catalogue chunk (`de-<hash>.js`), as opposed to a part (`messages-de-<hash>.js`). */
const WHOLE_CATALOGUE = /\/assets\/(en|de|fr|zh)-[\w-]+\.js$/;

const header = (page: Page) => page.getByRole('banner');

/** The message ids a page shows as text (none, when every message it uses was loaded). */
async function idsShown(page: Page): Promise<string[]> {
  const words = new Set((await page.locator('body').innerText()).split(/[\s,;:()"'«»“”]+/));
  return IDS.filter((id) => words.has(id));
}

test('screens find their messages in the parts loaded with them, in every language they are shown in', async ({ page, baseURL }) => {
  const wholeCatalogues: string[] = [];
  page.on('request', (request) => {
    if (WHOLE_CATALOGUE.test(new URL(request.url()).pathname)) wholeCatalogues.push(request.url());
  });
  await signIn(page, baseURL!);
  await page.goto('/?lang=en');
  await expect(header(page).getByRole('button', { name: 'Categories' })).toBeVisible();

  // A switch loads the parts in use in German.
  await header(page).getByRole('button', { name: 'Language EN' }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  await expect(header(page).getByRole('button', { name: 'Kategorien' })).toBeVisible();
  expect(await idsShown(page)).toEqual([]);

  // Screens loaded after the switch bring their parts in German, before they render.
  await header(page).getByRole('link', { name: 'Marken' }).click();
  await expect(page).toHaveURL(/\/product$/);
  await page.waitForLoadState('networkidle');
  expect(await idsShown(page)).toEqual([]);

  // A lazily loaded dialog too.
  await header(page).getByRole('button', { name: 'Katalog-Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kataloge und Dokumente herunterladen' });
  await expect(dialog.getByLabel('Dokumentklassen').first()).toBeVisible();
  expect(await idsShown(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  for (const path of ['/detail?id=15', '/shopping', '/placeOrder?kind=container', '/personal']) {
    await page.goto(path);
    await expect(header(page).getByRole('button', { name: 'Kategorien' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await idsShown(page), path).toEqual([]);
  }

  // From a screen deep in the shop to French: every part in use comes in French.
  await header(page).getByRole('button', { name: 'Sprache DE' }).click();
  await page.getByRole('menuitemradio', { name: /Français/ }).click();
  await expect(header(page).getByRole('button', { name: 'Catégories' })).toBeVisible();
  expect(await idsShown(page)).toEqual([]);

  expect(wholeCatalogues, 'a screen asked for a message its parts lack').toEqual([]);
});
