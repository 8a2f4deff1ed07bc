// Partner widgets (issue 16): a partner page on another origin, with hostile CSS, embeds the four elements with one
// script tag. They show the server's public data, stay isolated both ways, switch language and theme live, work by
// keyboard, pass axe inside their shadow roots, stay within their size budgets; an origin off the list gets no data.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { expect, test, type Locator, type Page } from './support/test.js';
import AxeBuilder from '@axe-core/playwright';
import { WIDGET_BUDGETS } from '../../scripts/perf/budgets.mjs';
import { measureWidgets, WIDGETS_DIST } from '../../scripts/perf/widgets.mjs';
import { sessionItems } from './support/session.js';

const SHOP = `http://localhost:${process.env.E2E_PORT ?? 8181}`;
const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT);
/** On the shop's KONTOR_PARTNER_ORIGINS (playwright.config.ts). */
const PARTNER = `http://localhost:${PARTNER_PORT}`;
/** The same page from an origin the shop does not list. */
const STRANGER = `http://127.0.0.1:${PARTNER_PORT}`;
const SKU = 'SV01-101';

const demo = readFileSync('packages/widgets/demo/partner.html', 'utf8').replaceAll('http://localhost:8080', SHOP);
/** The demo page, and variants to compare with: without its hostile CSS, and without the widgets' script. */
const pages: Record<string, string> = {
  '/': demo,
  '/clean': demo.replace(/<style id="hostile">[\s\S]*?<\/style>/, ''),
  '/bare': demo.replace(/<script type="module"[^>]*><\/script>/, ''),
};

let partner: Server;
test.beforeAll(async () => {
  partner = createServer((request, response) => {
    // A partner's site has its own icon; the browser asks for it beside every page.
    if (request.url === '/favicon.ico') return void response.writeHead(204).end();
    const body = pages[new URL(request.url ?? '/', PARTNER).pathname];
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => partner.listen(PARTNER_PORT, resolve));
});
test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

const frame = (element: Locator) => element.locator('[part="frame"]');

/** The product's packing unit: a quantity of one unit is a line the quick order accepts. */
async function packingUnit() {
  const answer = await fetch(`${SHOP}/scgl/widget/skus?skus=${SKU}&languageId=2`);
  return ((await answer.json()) as { data: { packingUnit: number }[] }).data[0]!.packingUnit;
}

async function productName(languageId: number) {
  const answer = await fetch(`${SHOP}/scgl/widget/product?sku=${SKU}&languageId=${languageId}`);
  return ((await answer.json()) as { data: { name: string; skuId: number } }).data;
}

/** The element focused, looking into shadow roots. */
const deepFocus = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const host = (active?.getRootNode() as ShadowRoot | Document) instanceof ShadowRoot ? (active!.getRootNode() as ShadowRoot).host.localName : null;
    return { host, tag: active?.localName, text: active?.textContent?.trim() ?? '', label: active?.getAttribute('aria-label') ?? '' };
  });

/** Presses Tab until `match` holds for the focused element (at most `limit` times). */
async function tabTo(page: Page, match: (focus: Awaited<ReturnType<typeof deepFocus>>) => boolean, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focus = await deepFocus(page);
    if (match(focus)) return focus;
  }
  throw new Error('not reached by Tab');
}

test('each element shows the shop’s public data on the partner’s page', async ({ page }) => {
  const de = await productName(3);
  await page.goto(`${PARTNER}/`);
  const product = page.locator('kontor-product');
  await expect(product.getByRole('heading', { name: de.name })).toBeVisible();
  await expect(product.getByRole('link', { name: de.name })).toHaveAttribute('href', `${SHOP}/detail?id=${de.skuId}`);
  await expect(product.locator('[data-price]')).toHaveText('Preis auf Anfrage');
  await expect(product.locator('[data-figure="qty40"] dd')).not.toHaveText('');
  await expect(frame(product)).toHaveAttribute('lang', 'de-DE');

  const contact = page.locator('kontor-contact');
  await expect(contact.getByRole('heading', { name: 'Kontor Trading GmbH' })).toBeVisible();
  await expect(contact.getByText('Speicherstadt 12, 20457 Hambourg, Allemagne')).toBeVisible();
  await expect(contact.getByRole('link', { name: 'sales@kontor.example.com' })).toHaveAttribute('href', 'mailto:sales@kontor.example.com');

  const catalogue = page.locator('kontor-catalogue');
  await catalogue.getByRole('button').click();
  const dialog = catalogue.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('[aria-pressed]').first().click();
  await expect(dialog.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^${SHOP}/`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const quickOrder = page.locator('kontor-quick-order');
  const unit = await packingUnit();
  await quickOrder.getByRole('textbox').fill(`${SKU} ${unit}\nNOPE-1 2`);
  await quickOrder.getByRole('button', { name: 'Check lines' }).click();
  await expect(quickOrder.getByText('1 of 2 lines can be added')).toBeVisible();
  await expect(quickOrder.getByRole('row').filter({ hasText: 'NOPE-1' })).toBeVisible();
  const handOff = quickOrder.getByRole('link', { name: 'Continue in the shop' });
  const href = new URL((await handOff.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe(`${SHOP}/quickOrder`);
  expect(href.searchParams.get('lines')).toBe(`${SKU}\t${unit}\nNOPE-1\t2`);
});

/** Computed styles that page CSS would change if it leaked in (or the kit's CSS if it leaked out). */
const STYLE_PROPS = ['font-family', 'font-size', 'color', 'background-color', 'margin-top', 'letter-spacing', 'text-transform', 'border-top-style', 'display', 'line-height'];

async function widgetStyles(page: Page) {
  return page.evaluate((props) => {
    const out: Record<string, string[]> = {};
    for (const host of document.querySelectorAll('kontor-product, kontor-catalogue, kontor-contact, kontor-quick-order')) {
      const nodes = [...(host.shadowRoot?.querySelectorAll('[part="frame"], h2, h3, p, a, button, dd, textarea') ?? [])].slice(0, 25);
      out[host.localName] = nodes.map((node) => {
        const style = getComputedStyle(node);
        return `${node.localName}: ${props.map((prop) => style.getPropertyValue(prop)).join(' | ')}`;
      });
    }
    return out;
  }, STYLE_PROPS);
}

async function pageStyles(page: Page) {
  return page.evaluate((props) => {
    const nodes = ['html', 'body', '#page-title', '#page-text', '#page-button', 'section'].map((selector) => document.querySelector(selector)!);
    return {
      styles: nodes.map((node) => props.map((prop) => getComputedStyle(node).getPropertyValue(prop)).join(' | ')),
      html: { className: document.documentElement.className, lang: document.documentElement.lang, style: document.documentElement.getAttribute('style') },
      // Every stylesheet of the document: the widgets add none but react-aria's own, whose one selector
      // (`[data-react-aria-pressable]`) matches nothing of the page (its pressables live in the shadow roots).
      documentSheets: [...document.styleSheets]
        .filter((sheet) => (sheet.ownerNode as Element | null)?.id !== 'react-aria-pressable-style')
        .map((sheet) => sheet.href ?? (sheet.ownerNode as Element | null)?.outerHTML.slice(0, 160)),
      adoptedSheets: document.adoptedStyleSheets.length,
      pressablesOfThePage: document.querySelectorAll('[data-react-aria-pressable]').length,
      head: [...document.head.children].filter((node) => node.id !== 'react-aria-pressable-style' && node.localName !== 'script').map((node) => node.localName),
    };
  }, STYLE_PROPS);
}

async function settled(page: Page) {
  await expect(page.locator('kontor-product').locator('[part="card"]')).toBeVisible();
  await expect(page.locator('kontor-contact').locator('[part="contact"]')).toBeVisible();
  await expect(page.locator('kontor-catalogue').getByRole('button')).toBeVisible();
  await expect(page.locator('kontor-quick-order').getByRole('textbox')).toBeVisible();
}

test('the page’s hostile CSS does not reach the widgets, and the widgets’ CSS does not reach the page', async ({ page }) => {
  await page.goto(`${PARTNER}/clean`);
  await settled(page);
  const clean = await widgetStyles(page);
  await page.goto(`${PARTNER}/`);
  await settled(page);
  const hostile = await widgetStyles(page);
  expect(Object.keys(hostile)).toHaveLength(4);
  expect(hostile).toEqual(clean);
  // The page's own red buttons and reverted everything stay only on the page.
  expect(clean['kontor-quick-order']!.some((line) => line.startsWith('button:'))).toBe(true);
  const withWidgets = await pageStyles(page);
  await page.goto(`${PARTNER}/bare`);
  const withoutWidgets = await pageStyles(page);
  expect(withWidgets).toEqual(withoutWidgets);
  expect(withWidgets.styles[4]).toContain('rgb(255, 0, 0)');
});

test('language, theme and colour switch live when the attributes change', async ({ page }) => {
  await page.goto(`${PARTNER}/`);
  await settled(page);
  const contact = page.locator('kontor-contact');
  await contact.evaluate((element) => element.setAttribute('lang', 'de'));
  await expect(contact.getByText('Speicherstadt 12, 20457 Hamburg, Deutschland')).toBeVisible();
  await expect(frame(contact)).toHaveAttribute('lang', 'de-DE');

  const product = page.locator('kontor-product');
  const en = await productName(2);
  await product.evaluate((element) => element.setAttribute('lang', 'en'));
  await expect(product.getByRole('heading', { name: en.name })).toBeVisible();
  await expect(product.locator('[data-price]')).toHaveText('Price on request');

  const tokens = () => frame(product).evaluate((node) => ['--kontor-shell-headerBg', '--kontor-shell-headerText', '--kontor-shell-activeText', '--kontor-color-text'].map((name) => getComputedStyle(node).getPropertyValue(name)).join());
  const vip = await tokens();
  await product.evaluate((element) => element.setAttribute('theme', 'cool'));
  await expect(frame(product)).toHaveAttribute('data-kontor-theme', 'cool');
  expect(await tokens()).not.toBe(vip);

  const quickOrder = page.locator('kontor-quick-order');
  const primary = () => frame(quickOrder).evaluate((node) => getComputedStyle(node).getPropertyValue('--kontor-color-primary').trim().toLowerCase());
  await expect.poll(primary).toBe('#8a2be2');
  await quickOrder.evaluate((element) => element.setAttribute('color', '#006400'));
  await expect.poll(primary).toBe('#006400');
});

test('a keyboard user reaches and uses every control of every element', async ({ page }) => {
  await page.goto(`${PARTNER}/`);
  await settled(page);
  const { name } = await productName(3);
  await page.locator('#page-button').focus();
  expect(await tabTo(page, (f) => f.host === 'kontor-product' && f.text === name)).toMatchObject({ tag: 'a' });

  // The catalogue: open, choose a class, reach a file, close; focus returns to the trigger.
  await tabTo(page, (f) => f.host === 'kontor-catalogue' && f.tag === 'button');
  await page.keyboard.press('Enter');
  const dialog = page.locator('kontor-catalogue').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, (f) => f.host === 'kontor-catalogue' && f.tag === 'button' && f.text !== '' && !/close|schließen/i.test(f.label), 10);
  await page.keyboard.press('Enter');
  await tabTo(page, (f) => f.host === 'kontor-catalogue' && f.tag === 'a', 20);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // react-aria gives the focus back a frame after the dialog is gone: a loaded machine reads it a moment later.
  await expect.poll(() => deepFocus(page)).toMatchObject({ host: 'kontor-catalogue', tag: 'button' });

  // The contact's phone and mail links.
  const contactLink = await tabTo(page, (f) => f.host === 'kontor-contact' && f.tag === 'a');
  expect(contactLink.text).toMatch(/\+49|@/);

  // The quick order: type lines, check them, reach the way into the shop.
  await tabTo(page, (f) => f.host === 'kontor-quick-order' && f.tag === 'textarea');
  await page.keyboard.type(`${SKU} ${await packingUnit()}`);
  await tabTo(page, (f) => f.host === 'kontor-quick-order' && f.text === 'Check lines', 5);
  await page.keyboard.press('Enter');
  await expect(page.locator('kontor-quick-order').getByText('1 of 1 line can be added')).toBeVisible();
  await tabTo(page, (f) => f.host === 'kontor-quick-order' && f.text === 'Continue in the shop', 15);
});

test('axe finds no violation inside the shadow roots, the catalogue dialog open too', async ({ page }) => {
  await page.goto(`${PARTNER}/clean`);
  await settled(page);
  const scan = () => new AxeBuilder({ page }).include('kontor-product').include('kontor-catalogue').include('kontor-contact').include('kontor-quick-order').analyze();
  const closed = await scan();
  expect(closed.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  expect(closed.passes.length).toBeGreaterThan(10);
  await page.locator('kontor-catalogue').getByRole('button').click();
  await page.locator('kontor-catalogue').getByRole('dialog').locator('[aria-pressed]').first().click();
  await expect(page.locator('kontor-catalogue').getByRole('dialog').getByRole('link').first()).toBeVisible();
  const open = await scan();
  expect(open.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test('the quick order continues into the shop, where the signed-in customer finds the lines; no token travels', async ({ page }) => {
  // Signed in at the shop only (its own origin's storage), as a customer would be.
  const stored = await sessionItems(SHOP, 'ddp-buyer');
  await page.addInitScript(({ items, shop }) => {
    if (window.location.origin === shop) for (const [key, value] of Object.entries(items)) window.sessionStorage.setItem(key, value);
  }, { items: stored, shop: SHOP });
  const widgetCalls: { url: string; headers: Record<string, string> }[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${SHOP}/scgl/widget/`)) widgetCalls.push({ url: request.url(), headers: request.headers() });
  });
  await page.goto(`${PARTNER}/`);
  const quickOrder = page.locator('kontor-quick-order');
  const unit = await packingUnit();
  await quickOrder.getByRole('textbox').fill(`${SKU} ${unit}\nNOPE-1 2`);
  await quickOrder.getByRole('button', { name: 'Check lines' }).click();
  await expect(quickOrder.getByText('1 of 2 lines can be added')).toBeVisible();
  expect(widgetCalls.length).toBeGreaterThan(0);
  for (const call of widgetCalls) {
    expect(call.headers.authorization, call.url).toBeUndefined();
    expect(call.headers.cookie, call.url).toBeUndefined();
  }
  expect(await page.evaluate(() => Object.keys(window.sessionStorage).length + Object.keys(window.localStorage).length)).toBe(0);
  await quickOrder.getByRole('link', { name: 'Continue in the shop' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SHOP}/quickOrder\\?lines=`));
  await expect(page.locator('textarea')).toHaveValue(`${SKU}\t${unit}\nNOPE-1\t2`);
});

test('a page from an origin not on the allow-list gets no data', async ({ page, consoleProblems }) => {
  // The refusal itself: the browser blocks the answers without the shop's CORS header, and says so.
  consoleProblems.allow(/blocked by CORS policy|net::ERR_FAILED .*\/scgl\/widget\//);
  const { name } = await productName(3);
  await page.goto(`${STRANGER}/`);
  const product = page.locator('kontor-product');
  await expect(product.getByRole('alert')).toContainText('Der Shop ist nicht erreichbar.');
  await expect(product.getByText(name)).toHaveCount(0);
  await expect(page.locator('kontor-contact').getByRole('alert')).toBeVisible();
  const read = await page.evaluate((shop) => fetch(`${shop}/scgl/widget/company?languageId=2`).then(() => 'read', () => 'blocked'), SHOP);
  expect(read).toBe('blocked');
});

test('the loader and a product card stay within their budgets', () => {
  const sizes = measureWidgets(process.env.KONTOR_WIDGETS_DIR ?? WIDGETS_DIST);
  expect(sizes, 'the widgets are built').toBeDefined();
  expect(sizes!.loaderGzip).toBeLessThanOrEqual(WIDGET_BUDGETS.loaderGzip);
  expect(sizes!.productCardGzip).toBeLessThanOrEqual(WIDGET_BUDGETS.productCardGzip);
});
