// Weighs what a route loads first in a real Chromium: every script and stylesheet fetched from navigation until the
// route has rendered and is idle, gzip-sized (level 9, as the budgets are stated), and the bytes that really crossed the wire.
import { gzipSync } from 'node:zlib';

/**
 * @param {import('playwright').Page} page a fresh page (its context holds the session when the route needs one)
 * @param {string} url the route's full URL
 * @param {{ role: string, name: string | RegExp }} [ready] what the route shows once its data has rendered: a data
 *   request can start after a quiet spell of the network (a chain of calls), so network idle alone may come too early
 * @returns {Promise<{ jsGzip: number, cssGzip: number, wireBytes: number, scripts: { url: string, text: string }[] }>}
 */
export async function weighRoute(page, url, ready) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let wireBytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    wireBytes += event.encodedDataLength;
  });
  const pending = [];
  let lastResponse = Date.now();
  const onResponse = (response) => {
    lastResponse = Date.now();
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    // Only what came over the network: a blob: or data: script is counted in the document that holds it.
    if (!/^https?:/.test(response.url())) return;
    pending.push(response.body().then((body) => ({ type, url: response.url(), body }), () => undefined));
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  if (ready) {
    await page.getByRole(ready.role, { name: ready.name }).first().waitFor({ timeout: 20_000 });
    // Then as quiet as network idle: no response for 500 ms.
    while (Date.now() - lastResponse < 500) await page.waitForTimeout(100);
  }
  page.off('response', onResponse);
  const files = (await Promise.all(pending)).filter(Boolean);
  const gz = (body) => gzipSync(body, { level: 9 }).length;
  const sum = (type) => files.filter((f) => f.type === type).reduce((total, f) => total + gz(f.body), 0);
  await cdp.detach();
  return {
    jsGzip: sum('script'),
    cssGzip: sum('stylesheet'),
    wireBytes,
    scripts: files.filter((f) => f.type === 'script').map((f) => ({ url: f.url, text: f.body.toString('utf8') })),
  };
}
