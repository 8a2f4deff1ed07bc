// Pages drawn by the server with the storefront's own React components (issue 31, items 1, 2, 3 and 6): public pages
// read without JavaScript, hydrated in place with it (the server's nodes kept, no console error or hydration warning),
// drawn afresh for a signed-in buyer; members' pages (home, product, carts) drawn as their frame, public data and
// skeletons, hydrated in place for a member, whose prices, stock and cart fill in without moving anything; the admin
// shell's pages as their frame for nobody, folded by the width, filled in for the member in place.
import { expect, test, type Page } from './support/test.js';
import { createKontorClient, createMemoryStorage } from '@kontor/api/client';
import { CART_KIND } from '../../packages/api/src/rules/index.js';
import { sessionItems, signIn } from './support/session.js';
import { PUBLIC_SSR_ROUTES } from '../../packages/shop-app/src/ssr-routes.js';

const SHARED = '/shareShow?skuCode=SV02-105';

/** Console errors and every warning of the page (React reports a hydration mismatch as one), stricter than the suite's guard. */
function warningsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * References by id (aria-controls, aria-labelledby, aria-describedby, label for) that name no element: after hydration
 * the browser keeps the server's attributes where the client's differ, so a tree that differs from the server's (React's
 * ids follow each element's place) leaves a tab pointing at a panel that is not there.
 */
function danglingReferences(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-controls], [aria-labelledby], [aria-describedby], label[for]')].flatMap((element) =>
      ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for'].flatMap((name) =>
        (element.getAttribute(name) ?? '')
          .split(/\s+/)
          .filter((id) => id && !document.getElementById(id))
          .map((id) => `${element.tagName.toLowerCase()} ${name}=${id}`),
      ),
    ),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the share page shows the product in the visitor language, with a real link to sign in', async ({ page }) => {
    await page.goto(`${SHARED}&lang=de`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alba Stapelstuhl Standard, Teak natur');
    await expect(page.getByText('Art.-Nr. SV02-105')).toBeVisible();
    // The sign-in page, which returns to the product page (a members' page, which without JavaScript shows nothing).
    await expect(page.getByRole('link', { name: 'Zum Bestellen anmelden' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/detail?id=15')}`);
    // Public data only: a visitor who is not signed in is never shown a price.
    await expect(page.getByText(/€|EUR|\$/)).toHaveCount(0);
  });

  test('a share link whose product is gone says so as its heading, without a way to sign in that leads nowhere', async ({ page, consoleProblems }) => {
    // The page itself is answered 404, which the browser logs.
    consoleProblems.allow(/status of 404 .*\/shareShow\?skuCode=GONE-999/);
    const response = await page.goto('/shareShow?skuCode=GONE-999&lang=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This shared product is no longer available.');
    await expect(page.getByRole('link', { name: 'Sign in to order' })).toHaveCount(0);
  });

  test('the information pages are readable, the footer links real', async ({ page }) => {
    await page.goto('/aboutUs?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Kontor Trading GmbH' })).toBeVisible();
    await page.getByRole('link', { name: 'Common problems' }).click();
    await expect(page).toHaveURL(/\/commonProblems$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the parts home pages through real links', async ({ page }) => {
    await page.goto('/productPageParts?lang=de');
    const first = await page.getByRole('article').first().innerText();
    await page.getByRole('link', { name: 'Seite 2' }).click();
    // The visitor's language goes along: without JavaScript no stored choice or cookie would say it.
    await expect(page).toHaveURL(/\/productPageParts\?lang=de&page=2$/);
    await expect(page.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article').first()).not.toHaveText(first);
  });
});

test('with JavaScript the parts home pages through the same links, in the app, the focus kept on the pager', async ({ page }) => {
  await page.goto('/productPageParts?lang=en');
  const first = await page.getByRole('article').first().innerText();
  const pageTwo = page.getByRole('link', { name: 'Page 2' });
  await pageTwo.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/productPageParts\?lang=en&page=2$/);
  await expect(page.getByRole('article').first()).not.toHaveText(first);
  // Another page of the same list, not a new page (the router's rule for a query change): focus and place stay.
  await expect(pageTwo).toBeFocused();
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');
});

test('the sign-in page arrives drawn: its form is there before any bundle, and stays in place once it runs', async ({ page, consoleProblems }) => {
  // The bundle held back at first is the browser's failed load.
  consoleProblems.allow(/Failed to load resource: net::ERR_FAILED .*\/assets\//);
  const boxes = () =>
    page.locator('#root').evaluate((root) =>
      [...root.querySelectorAll('h1, input, button[type="submit"]')].map((node) => {
        const rect = node.getBoundingClientRect();
        return `${node.tagName} ${node.getAttribute('name') ?? node.textContent} ${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
      }),
    );
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login?lang=de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bei Ihrem Großhandelskonto anmelden');
  const drawn = await boxes();
  expect(drawn.some((box) => box.startsWith('INPUT password'))).toBe(true);
  await page.unroute('**/assets/*.js');
  // Reported from here: the aborted bundle above is the test's doing.
  const problems = warningsOf(page);
  await page.goto('/login?lang=de');
  // Hydrated: the captcha picture is asked for by the page itself, and the form checks what is typed.
  await expect(page.getByRole('img', { name: 'Bild mit dem Prüfcode' })).toBeVisible();
  expect(await boxes()).toEqual(drawn);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Benutzername' })).toHaveAttribute('aria-invalid', 'true');
  expect(problems).toEqual([]);
});

test('a drawn page is hydrated in place: the server nodes stay, nothing is reported', async ({ page, consoleProblems }) => {
  // The not-found page is answered 404 (which the browser logs), drawn and hydrated as the others.
  const answered404 = /status of 404 .*\/404\?lang=\w+\)$/;
  consoleProblems.allow(answered404);
  const problems = warningsOf(page);
  // The heading the server drew, as the document has it before any script of the app runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => ((window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1')));
  });
  // Every public route the server draws, in more than one language.
  const languages = ['fr', 'zh', 'de', 'en'];
  const paths = Object.keys(PUBLIC_SSR_ROUTES).map((route, index) => {
    const lang = `lang=${languages[index % languages.length]}`;
    return route === '/shareShow' ? `${SHARED}&${lang}` : `${route}?${lang}`;
  });
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Hydrated: react-aria's links answer presses (a client-side navigation) and the heading is the server's node.
    const kept = await page.evaluate(() => {
      const drawn = (window as { drawnHeading?: Element | null }).drawnHeading;
      return Boolean(drawn?.isConnected) && drawn === document.querySelector('h1');
    });
    expect(kept, path).toBe(true);
    expect(await danglingReferences(page), path).toEqual([]);
  }
  await page.goto('/news?lang=en');
  await page.getByRole('link', { name: 'About us' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeFocused();
  expect(problems.filter((problem) => !answered404.test(problem))).toEqual([]);
});

test('a signed-in buyer has the drawn public page hydrated in place, its buy box switched in, without a mismatch reported', async ({ page, baseURL }) => {
  const problems = warningsOf(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => ((window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1')));
  });
  const kept = () =>
    page.evaluate(() => {
      const drawn = (window as { drawnHeading?: Element | null }).drawnHeading;
      return Boolean(drawn?.isConnected) && drawn === document.querySelector('h1');
    });
  await signIn(page, baseURL!);
  await page.goto(`${SHARED}&lang=en`);
  // The buyer's view of a shared product is the product page, with the way to order, in place of the visitor's.
  await expect(page.getByRole('button', { name: 'Add to container cart' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Buy' }).locator('[data-price="discount"]')).toHaveText(/€\d/);
  await expect(page.getByRole('link', { name: 'Sign in to order' })).toHaveCount(0);
  expect(await kept()).toBe(true);
  // The other public pages too: drawn for nobody, the member's header fills in without the page drawn again.
  for (const path of ['/productPageParts?lang=en', '/aboutUs?lang=en']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Account of \S/ })).toBeVisible();
    expect(await kept(), path).toBe(true);
  }
  expect(problems).toEqual([]);
});

/**
 * The page's own layout-shift score may stay under this: nothing a buyer sees moves (Lighthouse's CLS is 0 on these
 * routes); under a loaded machine a sub-pixel move of ~0.002 was measured now and then, its source not yet found.
 */
const NO_VISIBLE_SHIFT = 0.005;

/** Records layout shifts from the page's first moment, and the h1 the server drew (before any script of the app). */
async function watchFirstScreen(page: Page) {
  await page.addInitScript(() => {
    const w = window as { shifts?: number; drawnHeading?: Element | null };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifts! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => (w.drawnHeading = document.querySelector('h1')));
  });
  return {
    shifts: () => page.evaluate(() => (window as { shifts?: number }).shifts),
    kept: () => page.evaluate(() => {
      const drawn = (window as { drawnHeading?: Element | null }).drawnHeading;
      return Boolean(drawn?.isConnected) && drawn === document.querySelector('h1');
    }),
  };
}

test.describe("a member's pages", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the product page arrives with its public data and price placeholders, never a price', async ({ page, consoleProblems }) => {
    consoleProblems.allow(/Failed to load resource: net::ERR_FAILED .*\/assets\//);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/detail?id=15&lang=de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alba Stapelstuhl Standard, Teak natur');
    await expect(page.getByRole('img', { name: 'Alba Stapelstuhl Standard, Teak natur' })).toBeVisible();
    // The logistics figures are public facts, drawn with the product.
    await expect(page.getByRole('region', { name: 'Logistik' })).toContainText('Containerbeladung');
    const buy = page.getByRole('region', { name: 'Kaufen' });
    await expect(buy.locator('[data-price="unit"] [aria-busy="true"]')).toHaveCount(1);
    await expect(buy.getByText(/€/)).toHaveCount(0);
    await expect(buy.getByRole('button', { name: 'In den Containerwarenkorb' })).toBeDisabled();
  });

  test("hydrated for the member in place: the member's price, stock and name fill in, nothing moves", async ({ page, baseURL }) => {
    const problems = warningsOf(page);
    const screen = await watchFirstScreen(page);
    await signIn(page, baseURL!);
    await page.goto('/detail?id=15');
    const buy = page.getByRole('region', { name: 'Buy' });
    await expect(buy.locator('[data-price="discount"]')).toHaveText(/€\d/);
    await expect(buy.locator('[data-stock-status="available"]')).toBeVisible();
    await expect(buy.getByRole('button', { name: 'Add to container cart' })).toBeEnabled();
    await expect(page.getByRole('button', { name: /^Account of \S/ })).toBeVisible();
    expect(await screen.kept()).toBe(true);
    expect(await danglingReferences(page)).toEqual([]);
    expect(await screen.shifts()).toBeLessThan(NO_VISIBLE_SHIFT);
    expect(problems).toEqual([]);
  });

  test('home and the carts are hydrated in place, in the language the page was drawn in', async ({ page, baseURL }) => {
    const problems = warningsOf(page);
    const screen = await watchFirstScreen(page);
    await signIn(page, baseURL!);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Hot products' }).locator('[data-price]').first()).toHaveText(/€\d/);
    expect(await screen.kept()).toBe(true);
    expect(await screen.shifts()).toBeLessThan(NO_VISIBLE_SHIFT);
    await page.goto('/shopping?lang=de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Containerwarenkorb');
    // The member's lines (or their empty cart: other journeys order what the seed put there) replace the skeleton.
    const cart = page.getByRole('region', { name: 'Containerwarenkorb' });
    await expect(cart.getByRole('checkbox', { name: 'Alle Zeilen auswählen' }).or(cart.getByText('Ihr Warenkorb ist leer.'))).toBeVisible();
    expect(await screen.kept()).toBe(true);
    expect(await screen.shifts()).toBeLessThan(NO_VISIBLE_SHIFT);
    await page.goto('/pallet?lang=fr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await screen.kept()).toBe(true);
    expect(await screen.shifts()).toBeLessThan(NO_VISIBLE_SHIFT);
    expect(problems).toEqual([]);
  });

  test("the member's own pages arrive drawn (heading, tabs, skeletons), then fill in for the member", async ({ page, baseURL }) => {
    const problems = warningsOf(page);
    const screen = await watchFirstScreen(page);
    await signIn(page, baseURL!);
    await page.goto('/personal?lang=de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persönlicher Bereich');
    await expect(page.getByRole('tab', { name: 'Meine Bestellungen' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
    expect(await screen.kept()).toBe(true);
    expect(await danglingReferences(page)).toEqual([]);
    // The visit came in German (?lang=de, nothing stored): the next page is drawn and shown in German too.
    await page.goto('/myOrders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Bestellungen');
    const first = page.getByRole('main').getByRole('link').first();
    await expect(first).toBeVisible();
    expect(await screen.kept()).toBe(true);
    // One order, opened by its address (a mail's link, a reload): drawn, then its lines fill in.
    await page.goto((await first.getAttribute('href'))!);
    await expect(page.getByRole('main').getByRole('button', { name: 'Erneut bestellen' })).toBeVisible();
    expect(await screen.kept()).toBe(true);
    await page.goto('/personalParts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await screen.kept()).toBe(true);
    expect(problems).toEqual([]);
  });

  test("the forms arrive drawn (heading, skeleton), then fill in for the member: a draft, a hand-off and a prefill kept", async ({ page, baseURL }) => {
    const problems = warningsOf(page);
    const screen = await watchFirstScreen(page);
    // Something to order: the alba stacking chair (id 15), one packing unit.
    const session = createMemoryStorage();
    for (const [key, value] of Object.entries(await sessionItems(baseURL!, 'ddp-buyer'))) session.setItem(key, value);
    await createKontorClient({ baseUrl: baseURL!, storage: { session, local: createMemoryStorage() } }).cart.addBatch([
      { skuId: 15, quantity: 4, cartType: CART_KIND.container },
    ]);
    await signIn(page, baseURL!);
    // The order form: what was typed is a draft in the tab, there again when the page is drawn anew by the server.
    await page.goto('/placeOrder?kind=container&lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order the container');
    const remark = page.getByRole('textbox', { name: 'Remarks' });
    await remark.fill('Unload at gate 4, please');
    await page.reload();
    await expect(remark).toHaveValue('Unload at gate 4, please');
    expect(await screen.kept()).toBe(true);
    // The quick order: lines handed over by the address reach the box once the member is read.
    await page.goto('/quickOrder?lines=SV02-105%204');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick order');
    await expect(page.getByRole('textbox', { name: 'SKU and quantity, one line each' })).toHaveValue('SV02-105 4');
    expect(await screen.kept()).toBe(true);
    // The after-sales form takes the member's name as its contact, and the order line from the address.
    await page.goto('/afterSalesApply?orderNo=DDP-1&artNo=SV02-105');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for after-sales service');
    await expect(page.getByRole('textbox', { name: 'Contact person' })).not.toHaveValue('');
    expect(await screen.kept()).toBe(true);
    expect(await danglingReferences(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the admin shell arrives drawn, its sidebar folded by the phone's width, and fills in for the member in place", async ({ page, baseURL }) => {
    const problems = warningsOf(page);
    const screen = await watchFirstScreen(page);
    await signIn(page, baseURL!, 'admin');
    await page.goto('/wel/index?lang=de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen');
    // The member's menu, greeting and shortcuts fill in; the frame drawn before the width was known kept its fold.
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByText('Schnellzugriff')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü ausklappen' })).toBeVisible();
    expect(await screen.kept()).toBe(true);
    expect(await screen.shifts()).toBeLessThan(NO_VISIBLE_SHIFT);
    // A page other than home: drawn in its own tab from the start, so it stays in place when the tabs are read.
    await page.goto('/info/index?lang=de');
    await expect(page.getByRole('tab', { name: 'Benutzerdaten', selected: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-Mail' })).not.toHaveValue('');
    expect(await screen.kept()).toBe(true);
    expect(await danglingReferences(page)).toEqual([]);
    // A server menu's page (a pattern route): its frame drawn, the page once the member's menu is read.
    await page.goto('/admin/user/index?lang=de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benutzer');
    expect(await screen.shifts()).toBeLessThan(NO_VISIBLE_SHIFT);
    expect(problems).toEqual([]);
  });

  test('a visitor on a member page is sent to sign in, which draws afresh without a mismatch', async ({ page }) => {
    const problems = warningsOf(page);
    await page.goto('/shopping');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fshopping/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('an admin frame the user folded is drawn afresh, folded, without a mismatch', async ({ page, baseURL }) => {
  const problems = warningsOf(page);
  await signIn(page, baseURL!, 'admin');
  await page.goto('/wel/index?lang=en');
  await page.getByRole('button', { name: 'Fold the menu' }).click();
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  await expect(page.getByRole('button', { name: 'Unfold the menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toBeVisible();
  expect(problems).toEqual([]);
});
