// Gauge update time of the container cart (issue 13): with 100 lines in the cart, the time from pressing a line's
// "increase" button (the stepper steps on press, to repeat while held) until the load gauge shows the new fill, in Chromium against the
// real server; and, shown beside it, until the animation frame after that (the paint, including the wait for vsync).
/* global document, window, MutationObserver, requestAnimationFrame -- the measuring code runs in the page */
import { createKontorClient, createMemoryStorage } from '@kontor/api/client';

export const GAUGE_LINES = 100;

/** The ids of the container cart's lines. */
const containerLines = async (client) => (await client.cart.filteredPage(2, { cartType: 1 })).records.map((line) => line.id);

/**
 * Fills ddp-buyer's container cart to 100 lines of one piece each (sold-out SKUs are refused and skipped); `empty()`
 * takes out what it added, so later figures (Lighthouse's cart) see the buyer's own cart, not this one. Until 28 Nov
 * the lines stayed, and Lighthouse scored a 100-line cart.
 */
async function fillCart(baseURL, username, password) {
  const client = createKontorClient({ baseUrl: baseURL, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
  await client.auth.loginByPassword({ username, password, code: 'abcd', randomStr: `1234${Date.now()}`, languageId: 2 });
  const before = new Set(await containerLines(client));
  let lines = before.size;
  for (let skuId = 1; lines < GAUGE_LINES && skuId < 2000; skuId += 1) {
    const added = await client.cart.add({ skuId, quantity: 1, cartType: 1, languageId: 2 }).then(() => true, () => false);
    if (added) lines += 1;
  }
  const empty = async () => {
    const added = (await containerLines(client)).filter((id) => !before.has(id));
    if (added.length > 0) await client.cart.removeBatch(added);
  };
  return { lines, empty };
}

/** Medians over `runs` presses: pointer down on an increase button → the gauge's 40'H volume meter changed (`ms`) → the next animation frame (`paintMs`). */
export async function measureGaugeUpdate(browser, baseURL, { sessionItems, username = 'ddp-buyer', password = 'kontor123', runs = 7 }) {
  const { lines, empty } = await fillCart(baseURL, username, password);
  try {
    return { lines, ...(await pressIncrease(browser, baseURL, { sessionItems, username, runs })) };
  } finally {
    await empty();
  }
}

/** The presses themselves, on the filled cart. */
async function pressIncrease(browser, baseURL, { sessionItems, username, runs }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const items = await sessionItems(baseURL, username);
  await page.addInitScript((stored) => Object.entries(stored).forEach(([k, v]) => sessionStorage.setItem(k, v)), items);
  await page.goto(`${baseURL}/shopping?lang=en`);
  await page.getByTestId('gauge-40H').waitFor();
  const buttons = page.getByRole('button', { name: /Increase quantity/ });
  await buttons.first().waitFor();
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const button = buttons.nth(run * 7);
    await button.scrollIntoViewIfNeeded();
    const done = page.evaluate(
      () =>
        new Promise((resolve) => {
          const meter = document.querySelector('[data-testid="gauge-40H"] [data-limit="volume"] [role="meter"]');
          let start = 0;
          window.addEventListener('pointerdown', () => (start = performance.now()), { once: true, capture: true });
          const observer = new MutationObserver(() => {
            observer.disconnect();
            const updated = performance.now() - start;
            requestAnimationFrame(() => resolve([updated, performance.now() - start]));
          });
          observer.observe(meter, { attributes: true, attributeFilter: ['aria-valuetext'] });
        }),
    );
    await button.click();
    times.push(await done);
  }
  await context.close();
  const median = (values) => Number(values.sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(1));
  return { ms: median(times.map(([updated]) => updated)), paintMs: median(times.map(([, painted]) => painted)) };
}
