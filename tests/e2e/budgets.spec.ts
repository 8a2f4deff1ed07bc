// Size budgets in the test command: each weighed route's first-load JS stays within its budget, and the home
// route never loads code that belongs after sign-in (crypto, STOMP) or the ICU message parser.
import { expect, test } from '@playwright/test';
import { COMPILE_HINT_LINE, enforcedJsGzip, HOME_FORBIDDEN, OPENING_CHUNK, ROUTE_BUDGETS } from '../../scripts/perf/budgets.mjs';
import { weighRoute } from '../../scripts/perf/route-weight.mjs';
import { signIn } from './support/session.js';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

for (const route of ROUTE_BUDGETS) {
  const limit = enforcedJsGzip(route);
  test(`${route.name} (${route.path}) loads at most ${kB(limit)} of JS first`, async ({ page, baseURL }) => {
    if (route.signedIn) await signIn(page, baseURL!);
    const weight = await weighRoute(page, new URL(route.path, baseURL).href);
    expect(new URL(page.url()).pathname, 'the route rendered itself, not a redirect').toBe(new URL(route.path, baseURL).pathname);
    test.info().annotations.push({ type: 'first-load JS gzip', description: kB(weight.jsGzip) });
    expect(weight.jsGzip, `first-load JS of ${route.path}: ${kB(weight.jsGzip)}`).toBeLessThanOrEqual(limit);
    // What the route opens with compiles off the main thread while it downloads (the entry, a screen, a layout).
    const opening = weight.scripts.filter((script) => OPENING_CHUNK.test(script.url));
    expect(opening.length, 'the entry and a screen').toBeGreaterThanOrEqual(2);
    expect(opening.filter((script) => !COMPILE_HINT_LINE.test(script.text)).map((script) => script.url)).toEqual([]);
    if (route.name === 'home') {
      for (const { name, marker } of HOME_FORBIDDEN) {
        const carrying = weight.scripts.filter((script) => marker.test(script.text)).map((script) => script.url);
        expect(carrying, `home route chunks carrying ${name}`).toEqual([]);
      }
    }
  });
}

// First paint without JavaScript (issue 15, item 3): the HTML alone brings the theme class and a header frame in the
// theme's header colour, so the page is not blank while the bundle loads; the app's own drawing hides the frame.
test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });
  test('the page paints a themed header frame', async ({ page }) => {
    await page.goto('/');
    const frame = page.locator('#boot-frame');
    await expect(frame).toBeVisible();
    const { background, headerBg, height } = await frame.evaluate((element) => ({
      background: getComputedStyle(element).backgroundColor,
      headerBg: getComputedStyle(document.documentElement).getPropertyValue('--kontor-shell-headerBg').trim(),
      height: element.getBoundingClientRect().height,
    }));
    expect(await page.locator('html').getAttribute('class')).toMatch(/theme-/);
    expect(headerBg, 'the theme stylesheet is linked from the HTML').not.toBe('');
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(height).toBeGreaterThan(40);
  });
});

test("the header frame gives way to the app's own header", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('#boot-frame')).toBeHidden();
});
