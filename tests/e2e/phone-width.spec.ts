// No page of the shop scrolls sideways on a phone (issue 34): each route the journeys visit, opened at 390 px in
// German (the longest labels), is exactly as wide as the viewport. One page per route and one sign-in per user, so
// the whole walk costs a few seconds.
import { expect, test, type Page } from './support/test.js';
import { sessionItems } from './support/session.js';

const PHONE = { width: 390, height: 844 };

/** Routes anyone may open, then the signed-in buyer's: the storefront, its carts and orders, the admin shell. */
const PUBLIC_ROUTES = ['/login', '/404', '/aboutUs', '/news', '/termsOfService', '/commonProblems'];
const BUYER_ROUTES = [
  '/',
  '/product',
  '/classification?id=113',
  '/search',
  '/search?searchWord=table',
  '/detail?id=15',
  '/shopping',
  '/pallet',
  '/placeOrder?kind=container',
  '/myOrders',
  // A shipped order (seed): its lines carry the after-sales link too.
  '/Order?id=5',
  '/personal',
  '/afterSalesApply',
  '/quickOrder',
  '/partsService',
  '/personalParts',
  '/wel/index',
  '/info/index',
  '/admin/sysxxfsjl/index',
];

/** How far the document reaches past the viewport's right edge, once the page has drawn its content. */
async function sidewaysOverflow(page: Page, route: string): Promise<string | undefined> {
  await page.goto(`${route}${route.includes('?') ? '&' : '?'}lang=de`);
  await page.waitForLoadState('networkidle');
  const { document, viewport } = await page.evaluate(() => ({ document: window.document.documentElement.scrollWidth, viewport: window.innerWidth }));
  return document > viewport ? `${route}: ${document} px wide at ${viewport} px` : undefined;
}

test.use({ viewport: PHONE });

test('no page scrolls sideways at 390 px in German, signed out or in', async ({ page, baseURL, consoleProblems }) => {
  // The not-found page is answered 404, which the browser logs.
  consoleProblems.allow(/status of 404 .*\/404\?lang=de\)$/);
  // Twenty-three pages in one test: each loads in about a second, the default 30 s is for one journey.
  test.setTimeout(120_000);
  const wide: (string | undefined)[] = [];
  for (const route of PUBLIC_ROUTES) wide.push(await sidewaysOverflow(page, route));
  const items = await sessionItems(baseURL!, 'ddp-buyer');
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
  }, items);
  for (const route of BUYER_ROUTES) wide.push(await sidewaysOverflow(page, route));
  expect(wide.filter(Boolean)).toEqual([]);
});

test('at the tablet width the header’s trade mode reads DDP in full, inside its button, clear of the icons beside it', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  const items = await sessionItems(baseURL!, 'ddp-buyer');
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
  }, items);
  for (const language of ['fr', 'en', 'de']) {
    await page.goto(`/personal?lang=${language}`);
    const button = page.getByRole('banner').getByRole('button', { name: /DDP/ });
    const label = button.locator('[data-current]');
    await expect(label).toBeVisible();
    // The main header shows the mode as DDP or FOB (spec section 3); the dictionary's words name the button.
    await expect(label).toHaveText('DDP');
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth), `${language}: not cut`).toBe(true);
    const [inner, outer] = [await label.boundingBox(), await button.boundingBox()];
    expect(inner!.x, `${language}: the label starts inside its button`).toBeGreaterThanOrEqual(outer!.x);
    expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
  }
});

test('on a phone the admin page’s last row scrolls clear of the back-to-top button', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const items = await sessionItems(baseURL!, 'ddp-buyer');
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
  }, items);
  // The user info page ends with the password form, whose buttons run to the right edge at this width.
  await page.goto('/info/index?lang=de');
  await expect(page.getByRole('button', { name: 'Passwort ändern' })).toBeVisible();
  const content = page.locator('#kontor-main-content');
  await content.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  const back = page.getByRole('button', { name: 'Nach oben' });
  await expect(back).toBeVisible();
  const covered = await page.evaluate((box) => {
    const main = document.getElementById('kontor-main-content')!;
    return [...main.querySelectorAll('button, a, input, [role="button"]')].flatMap((control) => {
      const r = control.getBoundingClientRect();
      const apart = r.right <= box.x || r.left >= box.x + box.width || r.bottom <= box.y || r.top >= box.y + box.height;
      return apart || r.width === 0 ? [] : [control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName];
    });
  }, (await back.boundingBox())!);
  expect(covered).toEqual([]);
});
