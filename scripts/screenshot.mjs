// Takes headless Chromium screenshots for looking at what we build:
// `node scripts/screenshot.mjs <url> <out.png> [width] [height]`, one pair of url/out per call.
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.info(out);
