// Size budgets in the test command: each weighed route's first-load JS stays within its budget, and the home
// route never loads code that belongs after sign-in (crypto, STOMP) or the ICU message parser.
import { expect, test } from '@playwright/test';
import { enforcedJsGzip, HOME_FORBIDDEN, ROUTE_BUDGETS } from '../../scripts/perf/budgets.mjs';
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
    if (route.name === 'home') {
      for (const { name, marker } of HOME_FORBIDDEN) {
        const carrying = weight.scripts.filter((script) => marker.test(script.text)).map((script) => script.url);
        expect(carrying, `home route chunks carrying ${name}`).toEqual([]);
      }
    }
  });
}
