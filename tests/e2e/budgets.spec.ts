// Size budgets in the test command: each weighed route's first-load JS stays within its budget, no first load
// carries the ICU message parser, the home route never loads code that belongs after sign-in (crypto, STOMP), and
// every built chunk of the storefront and the widgets runs on React.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test.js';
import { enforcedJsGzip, FIRST_LOAD_FORBIDDEN, HOME_FORBIDDEN, ROUTE_BUDGETS } from '../../scripts/perf/budgets.mjs';
import { weighRoute } from '../../scripts/perf/route-weight.mjs';
import { signIn } from './support/session.js';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

for (const route of ROUTE_BUDGETS) {
  const limit = enforcedJsGzip(route);
  test(`${route.name} (${route.path}) loads at most ${kB(limit)} of JS first`, async ({ page, baseURL }) => {
    if (route.signedIn) await signIn(page, baseURL!);
    const weight = await weighRoute(page, new URL(route.path, baseURL).href, route.ready);
    expect(new URL(page.url()).pathname, 'the route rendered itself, not a redirect').toBe(new URL(route.path, baseURL).pathname);
    test.info().annotations.push({ type: 'first-load JS gzip', description: kB(weight.jsGzip) });
    expect(weight.jsGzip, `first-load JS of ${route.path}: ${kB(weight.jsGzip)}`).toBeLessThanOrEqual(limit);
    for (const { name, marker } of [...FIRST_LOAD_FORBIDDEN, ...(route.name === 'home' ? HOME_FORBIDDEN : [])]) {
      const carrying = weight.scripts.filter((script) => marker.test(script.text)).map((script) => script.url);
      expect(carrying, `${route.name} first-load chunks carrying ${name}`).toEqual([]);
    }
  });
}

/** The packages every source map of a build names (from the `node_modules/<name>` paths of its sources). */
function bundledPackages(dist: string): Set<string> {
  const maps = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js.map'));
  const names = new Set<string>();
  for (const file of maps) {
    const { sources } = JSON.parse(readFileSync(join(dist, file), 'utf8')) as { sources: string[] };
    for (const source of sources) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source);
      if (match) names.add(match[1]!);
    }
  }
  return names;
}

for (const build of ['shop-app', 'widgets']) {
  test(`every chunk of the built ${build} runs on React 19, none on Preact`, () => {
    const packages = bundledPackages(join('packages', build, 'dist'));
    expect(packages).toContain('react-dom');
    expect([...packages].filter((name) => name.startsWith('preact'))).toEqual([]);
  });
}


// First paint without JavaScript (issue 15, item 3) of a route the server does not draw (ssr-routes.ts): the HTML alone
// brings the theme class and a header frame in the theme's header colour, so the page is not blank while the bundle
// loads; the app's own drawing hides the frame.
test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });
  test('the page paints a themed header frame', async ({ page }) => {
    // An embedded page: one the server does not draw.
    await page.goto('/myiframe/urlPath');
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
  await page.goto('/myiframe/urlPath');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('#boot-frame')).toBeHidden();
});
