/** Public pages drawn by the storefront's server renderer: put into index.html's root with their styles and answers. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { startServer } from '../../src/server.js';
import { pageRenderer, RENDERED_QUERIES_ID, scriptJson, stylesOf } from '../../src/http/server-render.js';
import { pageKeyOf } from '../../src/seo/address.js';

const INDEX = '<html><head><style>x</style></head><body><div id="boot-frame" aria-hidden="true"></div><div id="root"></div></body></html>';

const MANIFEST = {
  'src/screens/info/AboutScreen.tsx': { file: 'assets/About.js', css: ['assets/About.css'], imports: ['_shared.js'] },
  'src/layouts/StorefrontLayout.tsx': { file: 'assets/Layout.js', css: ['assets/Layout.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['src/layouts/StorefrontLayout.tsx'] },
};

/** A built storefront (manifest) and a renderer module as shop-app's build emits them, drawing what it was asked. */
function builtStorefront() {
  const root = mkdtempSync(join(tmpdir(), 'kontor-render-'));
  const staticDir = join(root, 'dist');
  mkdirSync(join(staticDir, '.vite'), { recursive: true });
  writeFileSync(join(staticDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(staticDir, 'assets'));
  for (const name of ['About', 'Layout', 'shared']) writeFileSync(join(staticDir, `assets/${name}.css`), `.${name}{color:red}`);
  const rendererFile = join(root, 'entry-server.js');
  writeFileSync(
    rendererFile,
    `export const drawnScreenOf = (path) => ({ '/aboutUs': 'src/screens/info/AboutScreen.tsx' })[path];
     export const LAYOUT_SOURCES = { storefront: 'src/layouts/StorefrontLayout.tsx' };
     export async function renderPage(href, language, { fetch }) {
       const answer = await (await fetch('http://localhost/company?x=1')).json();
       return { html: '<h1>' + href + ' ' + language + '</h1>', queries: { queries: [answer] }, layout: 'storefront' };
     }`,
  );
  return { staticDir, rendererFile };
}

const companyAnswer = (() => Promise.resolve(Response.json({ name: '</script><script>alert(1)</script>' }))) as typeof fetch;

describe('server-rendered pages', () => {
  it('draws a rendered route into the root, in the language asked, with its answers as inert JSON', async () => {
    const { staticDir, rendererFile } = builtStorefront();
    const html = await pageRenderer(rendererFile, staticDir).render(INDEX, new URL('http://shop/aboutUs?lang=de'), 'de', companyAnswer);
    expect(html).toContain('<div id="root" data-rendered-lang="de"><h1>/aboutUs?lang=de de</h1></div>');
    // The stand-in header frame would cover the drawn page's own header.
    expect(html).not.toContain('boot-frame');
    const data = html.slice(html.indexOf(`id="${RENDERED_QUERIES_ID}">`));
    expect(data).not.toContain('</script><script>');
    expect(JSON.parse(data.slice(data.indexOf('>') + 1, data.indexOf('</script>')))).toEqual({ queries: [{ name: '</script><script>alert(1)</script>' }] });
  });

  it('inlines the styles of the layout and the screen once each in the head, shared chunks first', async () => {
    const { staticDir, rendererFile } = builtStorefront();
    const html = await pageRenderer(rendererFile, staticDir).render(INDEX, new URL('http://shop/aboutUs'), 'en', companyAnswer);
    const styles = [...html.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(styles).toEqual(['/assets/shared.css .shared{color:red}', '/assets/Layout.css .Layout{color:red}', '/assets/About.css .About{color:red}']);
    expect(html.lastIndexOf('<style data-href')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves other routes, and every route without a built renderer, as index.html has them', async () => {
    const { staticDir, rendererFile } = builtStorefront();
    expect(await pageRenderer(rendererFile, staticDir).render(INDEX, new URL('http://shop/shopping'), 'en', companyAnswer)).toBe(INDEX);
    expect(await pageRenderer(join(staticDir, 'missing.js'), staticDir).render(INDEX, new URL('http://shop/aboutUs'), 'en', companyAnswer)).toBe(INDEX);
  });

  it('keeps a drawn page per address and language until catalogue data changes', async () => {
    const { staticDir, rendererFile } = builtStorefront();
    let generation = 0;
    const cache = { now: () => ({ generation, at: 0 }), isCurrent: (stamp: { generation: number }) => stamp.generation === generation };
    let draws = 0;
    const counting = ((...args: Parameters<typeof fetch>) => ((draws += 1), companyAnswer(...args))) as typeof fetch;
    const renderer = pageRenderer(rendererFile, staticDir, cache);
    const first = await renderer.render(INDEX, new URL('http://shop/aboutUs'), 'en', counting);
    expect(await renderer.render(INDEX, new URL('http://shop/aboutUs'), 'en', counting)).toBe(first);
    expect(draws).toBe(1);
    await renderer.render(INDEX, new URL('http://shop/aboutUs'), 'fr', counting);
    expect(draws).toBe(2);
    generation += 1;
    await renderer.render(INDEX, new URL('http://shop/aboutUs'), 'en', counting);
    expect(draws).toBe(3);
  });

  it("keeps one drawing for addresses that differ only by what the page does not read (a tracker's parameters)", async () => {
    const { staticDir, rendererFile } = builtStorefront();
    const cache = { now: () => ({ generation: 0, at: 0 }), isCurrent: () => true };
    let draws = 0;
    const counting = ((...args: Parameters<typeof fetch>) => ((draws += 1), companyAnswer(...args))) as typeof fetch;
    const renderer = pageRenderer(rendererFile, staticDir, cache);
    await renderer.render(INDEX, new URL('http://shop/aboutUs'), 'en', counting);
    await renderer.render(INDEX, new URL('http://shop/aboutUs?fbclid=IwAR0x&utm_source=newsletter'), 'en', counting);
    expect(draws).toBe(1);
    // A language the address names is drawn into the page's links: a page of its own.
    await renderer.render(INDEX, new URL('http://shop/aboutUs?lang=en'), 'en', counting);
    expect(draws).toBe(2);
  });

  it('keys a page on the parameters its route reads, in any order, and on the language its address names', () => {
    const key = (href: string) => pageKeyOf(new URL(href, 'http://shop'));
    expect(key('/search?searchWord=teak&page=2&fbclid=x')).toBe(key('/search?utm_medium=mail&page=2&searchWord=teak'));
    expect(key('/search?searchWord=teak')).not.toBe(key('/search?searchWord=oak'));
    expect(key('/detail?id=15&gclid=y')).toBe(key('/detail?id=15'));
    expect(key('/detail?skuId=15')).not.toBe(key('/detail?id=16'));
    expect(key('/shareShow?skuCode=SV02-105&share=abc')).toBe(key('/shareShow?skuCode=SV02-105&share=def'));
    expect(key('/productPageParts?lang=de&fbclid=x')).toBe(key('/productPageParts?lang=de'));
    expect(key('/productPageParts?lang=de')).not.toBe(key('/productPageParts'));
    // `/` and `/index` are drawn each at its own address (the header marks the page it is on).
    expect(key('/index')).not.toBe(key('/'));
    // A route that declares nothing (a member's tabs by `?tab=`): every query its own.
    expect(key('/personal?tab=orders')).not.toBe(key('/personal?tab=addresses'));
  });

  it("the built renderer draws the admin shell's pages as their frame for nobody: no member call, the fold left to the width", async () => {
    const { rendererFile, staticDir } = readConfig({});
    expect(existsSync(rendererFile), `${rendererFile}: run pnpm build first`).toBe(true);
    const asked: string[] = [];
    const recording = ((input: Parameters<typeof fetch>[0]) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return Promise.resolve(new Response('{}', { status: 401 }));
    }) as typeof fetch;
    const renderer = pageRenderer(rendererFile, staticDir);
    const index = readFileSync(join(staticDir, 'index.html'), 'utf8');
    for (const [path, heading] of [['/wel/index', 'Bienvenue'], ['/info/index', 'Informations personnelles'], ['/admin/sysxxfsjl/index', 'Messages']]) {
      const html = await renderer.render(index, new URL(`http://shop${path}`), 'fr', recording);
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root, path).toContain(`>${heading}</h1>`);
      expect(root, path).toContain('data-collapsed-by-width="true"');
      // The page's own tab beside home from the first draw, so the page never moves into it.
      expect(root, path).toContain(`data-key="${path}"`);
    }
    // A server menu's page (a pattern route): its frame and its tab, the page itself once the member's menu is read.
    const menuPage = await renderer.render(index, new URL('http://shop/admin/user/index'), 'fr', recording);
    expect(menuPage).toContain('data-collapsed-by-width="true"');
    expect(menuPage).toContain('data-key="/admin/user/index"');
    // An embedded page is never drawn: its address comes from the link.
    expect(await renderer.render(index, new URL('http://shop/myiframe/urlPath?src=https%3A%2F%2Fexample.com'), 'fr', recording)).toBe(index);
    expect(asked).toEqual([]);
  }, 30_000);

  it('the built renderer draws a public page from public calls only, in the language asked', async () => {
    // The storefront's own renderer and build (the test command builds before it tests).
    const { rendererFile, staticDir } = readConfig({});
    expect(existsSync(rendererFile), `${rendererFile}: run pnpm build first`).toBe(true);
    const running = await startServer({ ...readConfig({}), port: 0, host: '127.0.0.1', inMemory: true, logRequests: false });
    try {
      const asked: string[] = [];
      const recording = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        asked.push(url.pathname);
        return fetch(running.url + url.pathname + url.search, input instanceof Request ? input : init);
      }) as typeof fetch;
      const html = await pageRenderer(rendererFile, staticDir).render(readFileSync(join(staticDir, 'index.html'), 'utf8'), new URL('http://shop/shareShow?skuCode=SV02-105'), 'de', recording);
      expect(html).toContain('Alba Stapelstuhl Standard, Teak natur');
      expect(asked.length).toBeGreaterThan(0);
      // The header's member calls (user, cart count) are left off for a visitor, as in the browser: nothing answers 401.
      expect(asked.filter((path) => /\/admin\/user\/info|rfstorecart/.test(path))).toEqual([]);
    } finally {
      await running.close();
    }
  }, 30_000);

  it('answers 404 with the not-found page drawn for an address no route opens, and for /404 itself', async () => {
    const { rendererFile } = readConfig({});
    expect(existsSync(rendererFile), `${rendererFile}: run pnpm build first`).toBe(true);
    const running = await startServer({ ...readConfig({}), port: 0, host: '127.0.0.1', inMemory: true, logRequests: false });
    try {
      for (const path of ['/nope?lang=en', '/404?lang=en']) {
        const response = await fetch(running.url + path);
        expect(response.status, path).toBe(404);
        const html = await response.text();
        expect(html, path).toContain('The page you asked for does not exist.');
        expect(html, path).toContain('<meta name="robots" content="noindex">');
      }
      // Every route of the storefront is a page, a pattern's (the server menu's) and a member's included.
      for (const path of ['/aboutUs', '/admin/user/index', '/myOrders']) {
        expect((await fetch(running.url + path, { headers: { Accept: 'text/html' } })).status, path).toBe(200);
      }
    } finally {
      await running.close();
    }
  }, 30_000);

  it("paints <html> in the theme and colour cookies' values, and ignores values that name none", async () => {
    const config = readConfig({});
    expect(existsSync(config.rendererFile), `${config.rendererFile}: run pnpm build first`).toBe(true);
    const running = await startServer({ ...config, port: 0, host: '127.0.0.1', inMemory: true, logRequests: false });
    const htmlTag = async (cookie?: string) => {
      const response = await fetch(`${running.url}/aboutUs?lang=en`, { headers: cookie ? { Cookie: cookie } : {} });
      return /<html\b[^>]*>/.exec(await response.text())![0];
    };
    try {
      expect(await htmlTag()).toBe('<html lang="en-GB" class="theme-hey">');
      // The colour's tones as the provider derives them (#11A983 darkens for white text on it).
      const themed = await htmlTag(`kontor-theme=vip; kontor-color=${encodeURIComponent('#11A983')}`);
      expect(themed).toMatch(/^<html lang="en-GB" class="theme-vip" style="--[\w-]+:#11a983;/);
      expect(themed.match(/#[0-9a-f]{6}/g)).toHaveLength(5);
      // A stored class (the backend UI's spelling) names the theme as well.
      expect(await htmlTag('kontor-theme=theme-d2')).toBe('<html lang="en-GB" class="theme-d2">');
      // Anything else is no theme and no colour: the default, with nothing of the value in the page.
      const forged = `kontor-theme=${encodeURIComponent('"><script>alert(1)</script>')}; kontor-color=${encodeURIComponent('red;background:url(x)')}`;
      expect(await htmlTag(forged)).toBe('<html lang="en-GB" class="theme-hey">');
    } finally {
      await running.close();
    }
  }, 30_000);

  it("draws a member's product page from the public answer: no price or stock, links on the configured origin only", async () => {
    const config = readConfig({});
    expect(existsSync(config.rendererFile), `${config.rendererFile}: run pnpm build first`).toBe(true);
    const origin = 'https://shop.example';
    const running = await startServer({ ...config, port: 0, host: '127.0.0.1', inMemory: true, logRequests: false, auth: { publicUrl: origin } });
    try {
      const html = await new Promise<string>((resolve, reject) => {
        const headers = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'Accept-Language': 'de' };
        httpGet(`${running.url}/detail?id=15`, { headers }, (response) => {
          let body = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve(body));
        }).on('error', reject);
      });
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root).toContain('Alba Stapelstuhl Standard, Teak natur');
      expect(root).toContain(`src="${origin}/admin/sys-file/sku-sv02-105.png"`);
      expect(html).not.toContain('evil.example');
      // The member's facts are placeholders: no figure of a price or of stock, in the page or in its answers.
      expect(root).not.toMatch(/€|EUR|unitPrice|discountPrice|stockCn|stockDe|data-stock-status="(available|unavailable)"/);
      expect(root).toContain('data-stock-status="pending"');
      // Nor is the member's trade mode guessed: the switch waits for the session (a DDP guess showed to FOB buyers).
      expect(root).toContain('aria-label="Handelsklausel: wird geladen"');
      // Nor whether a pallet is offered (FOB buyers have none): an inert stand-in holds the pallet action's place.
      const pallet = root.indexOf('Auf die Palette legen');
      expect(pallet).toBeGreaterThan(0);
      expect(root.slice(root.lastIndexOf('data-skeleton-sized', pallet), pallet)).toMatch(/aria-hidden="true" inert=""/);
    } finally {
      await running.close();
    }
  }, 30_000);

  it('gives up a draw that does not settle in time (the page is served undrawn by the caller)', async () => {
    const { staticDir, rendererFile } = builtStorefront();
    // A screen waiting for something only a browser has: its draw never settles.
    writeFileSync(
      rendererFile,
      `export const drawnScreenOf = (path) => ({ '/aboutUs': 'src/screens/info/AboutScreen.tsx' })[path];
       export const LAYOUT_SOURCES = {};
       export const renderPage = () => new Promise(() => {});`,
    );
    const started = Date.now();
    await expect(pageRenderer(rendererFile, staticDir, undefined, 50).render(INDEX, new URL('http://shop/aboutUs'), 'en', companyAnswer)).rejects.toThrow(/not drawn within 50 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('serves a draw made from a failed answer without keeping it', async () => {
    const { staticDir, rendererFile } = builtStorefront();
    const cache = { now: () => ({ generation: 0, at: 0 }), isCurrent: () => true };
    let calls = 0;
    const away = (() => ((calls += 1), Promise.resolve(Response.json({ code: 1, msg: 'server.unavailable' }, { status: 503 })))) as typeof fetch;
    const renderer = pageRenderer(rendererFile, staticDir, cache);
    expect(await renderer.render(INDEX, new URL('http://shop/aboutUs'), 'en', away)).toContain('server.unavailable');
    // Drawn again once the database is back, then kept.
    expect(await renderer.render(INDEX, new URL('http://shop/aboutUs'), 'en', companyAnswer)).toContain('alert(1)');
    expect(await renderer.render(INDEX, new URL('http://shop/aboutUs'), 'en', away)).toContain('alert(1)');
    expect(calls).toBe(1);
  });

  it('reads styles through circular imports without looping', () => {
    expect(stylesOf(MANIFEST, 'src/screens/info/AboutScreen.tsx')).toEqual(['assets/Layout.css', 'assets/shared.css', 'assets/About.css']);
    expect(scriptJson('a\u2028b<')).toBe('"a\\u2028b\\u003c"');
  });
});
