// H7's look at the browse pages: three theme/language pairs at 390 and 1280 px.
import { chromium } from '@playwright/test';
import { sessionItems } from './tests/e2e/support/session-items.mjs';
const base = 'http://localhost:8217';
const items = await sessionItems(base, 'ddp-buyer');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const combos = [['hey', 'zh'], ['vip', 'de'], ['cool', 'fr']];
const pages = (process.argv[2] ?? 'detail').split(',');
const paths = { detail: '/detail?id=15', home: '/', category: '/classification?id=11', search: '/search?searchWord=teak' };
for (const [theme, lang] of combos) for (const width of [390, 1280]) for (const name of pages) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript(([stored, themeName]) => {
    for (const [k, v] of Object.entries(stored)) sessionStorage.setItem(k, v);
    localStorage.setItem('pigx-themeName', JSON.stringify({ dataType: 'string', content: `theme-${themeName}`, datetime: Date.now() }));
  }, [items, theme]);
  const url = `${base}${paths[name]}${paths[name].includes('?') ? '&' : '?'}lang=${lang}`;
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const out = `/tmp/k/h7/shot-${name}-${theme}-${lang}-${width}.png`;
  await page.screenshot({ path: out, fullPage: true });
  console.log(out);
  await page.close();
}
await browser.close();
