// The first screen (issue 15): index.html paints the route's largest content before any bundle runs (the cart's
// heading, the home heading with the first products' images, the product's image and name), and
// the app's screen takes its place without anything moving or growing. The sign-in page comes drawn by the server
// (server-render.spec.ts).
import { expect, test, type ConsoleProblems, type Page } from './support/test.js';
import { signIn } from './support/session.js';

// A phone, as Lighthouse's mobile run sees the page.
test.use({ viewport: { width: 412, height: 823 } });

type Box = { selector: string; text: string; x: number; y: number; width: number; height: number };

/** Where the headings and images of an element's subtree sit. */
async function boxes(page: Page, root: string): Promise<Box[]> {
  return page.locator(root).evaluate((element) =>
    [...element.querySelectorAll('h1, h2, img')].map((node) => {
      const rect = node.getBoundingClientRect();
      const text = node instanceof HTMLImageElement ? new URL(node.src).pathname : (node.textContent ?? '');
      return { selector: node.tagName, text, x: Math.round(rect.x), y: Math.round(rect.y), width: Math.round(rect.width), height: Math.round(rect.height) };
    }),
  );
}

/** The route before any bundle: the page's own scripts (inline) run, the app's modules do not arrive. */
async function firstPaint(page: Page, path: string, consoleProblems: ConsoleProblems) {
  // The modules held back are the browser's failed loads.
  consoleProblems.allow(/Failed to load resource: net::ERR_FAILED .*\/assets\//);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  const painted = await boxes(page, '#first-screen');
  await page.unroute('**/assets/*.js');
  return painted;
}

/** Each painted heading and image is in the app's page at the same place and size. */
async function expectSameBoxes(page: Page, painted: Box[]) {
  const shown = await boxes(page, '#root');
  for (const box of painted) expect(shown, `${box.selector} ${box.text}`).toContainEqual(box);
}

test("the product's image and name are painted from the server's HTML, then replaced in place", async ({ page, baseURL, consoleProblems }) => {
  await signIn(page, baseURL!);
  const painted = await firstPaint(page, '/detail?id=15', consoleProblems);
  expect(painted.map((box) => box.selector)).toEqual(['IMG', 'H1']);
  expect(painted[1]!.text).toBe('Alba Stacking chair Standard, Natural teak');
  await page.goto('/detail?id=15');
  await expect(page.getByText('Discount price')).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expectSameBoxes(page, painted);
});

test('the home heading and the first hot products are painted first; nothing shifts when the app takes over', async ({ page, baseURL, consoleProblems }) => {
  await signIn(page, baseURL!);
  const painted = await firstPaint(page, '/', consoleProblems);
  expect(painted.filter((box) => box.selector === 'IMG').length).toBeGreaterThan(0);
  await page.addInitScript(() => {
    (window as { shifts?: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as { shifts?: number }).shifts! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Whole containers' })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  // The images the first screen showed are the app's first row, same place, same size.
  const firstRow = painted.filter((box) => box.selector !== 'IMG' || box.y === painted.find((b) => b.selector === 'IMG')!.y);
  await expectSameBoxes(page, firstRow);
  expect(await page.evaluate(() => (window as { shifts?: number }).shifts)).toBe(0);
});

test('the cart heading is painted in the language the shop opens in', async ({ page, baseURL, consoleProblems }) => {
  await signIn(page, baseURL!);
  const painted = await firstPaint(page, '/shopping?lang=de', consoleProblems);
  expect(painted.map((box) => box.text)).toEqual(['Containerwarenkorb']);
  await page.goto('/shopping?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Containerwarenkorb' })).toBeVisible();
  await expectSameBoxes(page, painted);
});

test('a first screen never outlives its route: a signed-out cart opens the sign-in page without it', async ({ page }) => {
  await page.goto('/shopping');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#first-screen h1')).toHaveCount(0);
});
