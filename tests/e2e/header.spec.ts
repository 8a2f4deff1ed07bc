// The shop header against the real server: category flyout, search overlay, catalogue dialog, user menu by
// trade mode, and the language switch (no reload).
import { expect, test, type Page } from './support/test.js';
import { sessionItems, type DemoUser } from './support/session.js';

const header = (page: Page) => page.getByRole('banner');

/** One login per demo user for the whole file: the server refuses logins that come too often. */
const sessions = new Map<DemoUser, Promise<Record<string, string>>>();
async function signIn(page: Page, baseURL: string, username: DemoUser = 'ddp-buyer') {
  if (!sessions.has(username)) sessions.set(username, sessionItems(baseURL, username));
  const items = await sessions.get(username)!;
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
  }, items);
}

test.describe('storefront header', () => {
  test('the flyout leads from a top category to a leaf page', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/?lang=en');
    await header(page).getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('menuitem', { name: 'Outdoor furniture' }).click();
    await page.getByRole('menuitem', { name: 'Dining sets' }).click();
    await page.getByRole('menuitem', { name: 'Teak tables' }).click();
    await expect(page).toHaveURL(/\/classification\?id=113$/);
    // By keyboard: open, into the second top category, its first child, its first leaf.
    await header(page).getByRole('button', { name: 'Categories' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Outdoor furniture' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('menuitem', { name: 'Parasols', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('menuitem', { name: 'Cantilever parasols' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/classification\?id=211$/);
  });

  test('search goes to the results with Enter and with a suggestion', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/?lang=en');
    await header(page).getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the shop' });
    await expect(dialog.getByRole('listbox').getByRole('option')).toHaveCount(8);
    const input = dialog.getByRole('searchbox', { name: 'Search word' });
    await input.fill('garden bench');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?searchWord=garden(\+|%20)bench$/);

    await header(page).getByRole('button', { name: 'Search' }).click();
    // The results page has a search form of its own: the overlay's field is the dialog's.
    await page.getByRole('dialog').getByRole('searchbox', { name: 'Search word' }).pressSequentially('sofa');
    const suggestion = page.getByRole('option', { name: 'corner sofa' });
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(/\/search\?searchWord=corner(\+|%20)sofa$/);
  });

  test('the footer’s advanced search opens the search form; a word typed there lists the products found', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/?lang=de');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Erweiterte Suche' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Produkte suchen' })).toBeFocused();
    await expect(page.getByText(/Keine Treffer/)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Beliebte Suchen' }).getByRole('link')).not.toHaveCount(0);
    await page.getByRole('search').getByRole('searchbox', { name: 'Suchbegriff' }).fill('teak');
    await page.getByRole('search').getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/search\?searchWord=teak$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „teak“' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a search word in the address longer than the field takes is cut to its 20 characters and found, without an error', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/search?searchWord=teak%20teak%20teak%20teak%20teak&lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “teak teak teak teak”' })).toBeVisible();
    await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('teak teak teak teak');
    await expect(page.getByText('could not be loaded')).toHaveCount(0);
    await expect(page.getByText('at most 20 characters')).toHaveCount(0);
  });

  test('a container, family, category, order or after-sales link naming nothing says it was not found, once', async ({ page, baseURL, consoleProblems }) => {
    // The server's 404 for an unknown id is the answer this page is about: the browser logs each.
    consoleProblems.allow(/status of 404 .*\/scgl\/(rfsystemgroupdata\/fcl\/detail|rfcategory\/tree|rffamilygoods\/yq\/recommend)/);
    await signIn(page, baseURL!);
    for (const [path, text, heading] of [
      ['/CaDetail?lang=en', 'This container could not be found.', 'Whole container'],
      ['/CaDetail?id=99999&lang=en', 'This container could not be found.', 'Whole container'],
      ['/family?lang=en', 'This family could not be found.', 'Family'],
      ['/family?id=99999&lang=en', 'This family could not be found.', 'Family'],
      ['/partsFamily?id=99999&lang=en', 'This family could not be found.', 'Spare parts of the family'],
      ['/classification?id=99999&lang=en', 'This category could not be found.', 'Category'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(text)).toBeVisible();
      // Still the page it was asked for: its heading names it, for a screen reader's jump and the arrival's focus.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
      // Said once, by the page: no toast of the server's 404 beside it.
      await expect(page.getByText(/Resource does not exist/)).toHaveCount(0);
    }
    // The member's own records by an id that does not exist: the page says so, once.
    consoleProblems.allow(/status of 404 .*\/scgl\/(rfstoreorder\/(my|orderCart)|rfstoreserviceorder)\//);
    for (const [path, text] of [
      ['/Order?id=999999&lang=en', 'This order could not be found.'],
      ['/editOrder?id=999999&lang=en', 'This order could not be found.'],
      ['/afterSalesDetail?id=99999&lang=en', 'This after-sales request could not be found.'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByText(/Resource does not exist/)).toHaveCount(0);
    }
  });

  test('the catalogue dialog lists a class’s files as web links in a new tab', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/?lang=en');
    await header(page).getByRole('button', { name: 'Catalogue download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download catalogues and documents' });
    await dialog.getByRole('button', { name: 'Catalogues' }).click();
    const lists = dialog.getByRole('list');
    await expect(lists).toHaveCount(2);
    await expect(lists.first().getByRole('listitem')).toHaveCount(10);
    await expect(lists.nth(1)).toHaveAttribute('start', '11');
    const file = dialog.getByRole('link', { name: /Complete range 2027/ });
    await expect(file).toHaveAttribute('target', '_blank');
    expect(await file.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/admin\/sys-file\//);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), file.click()]);
    await tab.close();
  });

  test('the feedback button, drawn a moment after the page, opens the buyer’s sales contact', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/shopping?lang=en');
    // The shop draws it a task after the page's screen (its place held meanwhile): bound to the signed-in buyer still.
    await header(page).getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Li Wei');
    await expect(dialog.getByRole('link', { name: /\+86/ })).toHaveAttribute('href', /^tel:\+86/);
  });

  test('the FOB buyer’s user menu has no pallet cart; the DDP buyer’s has', async ({ page, baseURL }) => {
    await signIn(page, baseURL!, 'fob-buyer');
    await page.goto('/?lang=en');
    // The menu is the member's once the session is read (after hydration): the user's name says so.
    await header(page).getByRole('button', { name: /^Account of / }).click();
    await expect(page.getByRole('menuitem', { name: 'Container cart' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Pallet cart' })).toHaveCount(0);
  });

  test('the DDP buyer’s user menu offers the pallet cart', async ({ page, baseURL }) => {
    await signIn(page, baseURL!, 'ddp-buyer');
    await page.goto('/?lang=en');
    await header(page).getByRole('button', { name: /^Account of / }).click();
    await expect(page.getByRole('menuitem', { name: 'Pallet cart' })).toHaveAttribute('href', '/pallet');
  });

  test('the user menu leads back into the shell from the shop and the parts shop, named as the server’s menu names it', async ({ page, baseURL }) => {
    await signIn(page, baseURL!, 'admin');
    await page.goto('/?lang=de');
    await header(page).getByRole('button', { name: /^Konto von / }).click();
    await page.getByRole('menuitem', { name: 'Willkommen' }).click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await page.goto('/productPageParts?lang=fr');
    await header(page).getByRole('button', { name: /^Compte de / }).click();
    await expect(page.getByRole('menuitem', { name: 'Accueil' })).toHaveAttribute('href', '/wel/index');
  });

  test('the language switch relabels the header without a reload', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/?lang=en');
    await page.evaluate(() => ((window as unknown as { kontorMarker: number }).kontorMarker = 1));
    await header(page).getByRole('button', { name: 'Language EN' }).click();
    await expect(page.getByRole('menuitemradio', { name: /English/ })).toBeDisabled();
    await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
    await expect(header(page).getByRole('button', { name: 'Kategorien' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Marken' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { kontorMarker?: number }).kontorMarker)).toBe(1);
  });

  test('a switch replaces the language the address names, with the description: a reload stays in the new language', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto('/detail?id=1&lang=de');
    const description = page.locator('meta[name="description"]');
    const german = await description.getAttribute('content');
    await header(page).getByRole('button', { name: /DE$/ }).click();
    await page.getByRole('menuitemradio', { name: /Français/ }).click();
    await expect(page).toHaveURL(/\/detail\?id=1&lang=fr$/);
    // The server's description of the page in French (its words are the server's).
    const french = /<meta name="description" content="([^"]*)"/.exec(await (await page.request.get('/detail?id=1&lang=fr')).text())?.[1];
    expect(french).not.toBe(german);
    await expect(description).toHaveAttribute('content', french!.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    await page.reload();
    await expect(header(page).getByRole('button', { name: /FR$/ })).toBeVisible();
    await expect(page).toHaveTitle(/Kontor$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  });

  test('below 768 px the header folds behind the menu button', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, baseURL!);
    await page.goto('/?lang=en');
    const brands = header(page).getByRole('link', { name: 'Brands' });
    await expect(brands).toBeHidden();
    await header(page).getByRole('button', { name: 'Menu' }).click();
    await expect(brands).toBeVisible();
  });
});
