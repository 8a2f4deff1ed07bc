// Playwright's `test` for every journey: a test fails when a page of its browser context logs a console error, a
// hydration warning or an uncaught exception it did not announce (`consoleProblems.allow`), so no route the suite
// opens may break quietly (issue 31, item 3; issue 32, item 9). `page.goto` returns once the app has committed its
// first page (`#root[data-ready]`, main.tsx): a page the server drew is visible, and pressable, before its code runs.
import { test as base, expect } from '@playwright/test';

export { expect };
export type { Locator, Page } from '@playwright/test';

export interface ConsoleProblems {
  /** What the pages logged so far: `type: text (where)`. */
  readonly seen: readonly string[];
  /** Lets what matches `pattern` pass: a journey that provokes a refusal the browser itself logs (a 4xx resource). */
  allow(pattern: RegExp): void;
}

/** How long a navigation waits for the app's first page; a page without the app (or without its code) goes on after. */
const READY_TIMEOUT = 10_000;

export const test = base.extend<{ consoleProblems: ConsoleProblems }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    // A test that holds the app's code back (a blocked bundle) looks at the page as drawn: no wait then.
    let codeHeldBack = false;
    page.on('requestfailed', (request) => void (request.url().includes('/assets/') && (codeHeldBack = true)));
    page.goto = async (url, options) => {
      codeHeldBack = false;
      const response = await goto(url, options);
      if (!javaScriptEnabled || codeHeldBack) return response;
      await page
        .waitForFunction(() => !document.getElementById('root') || document.getElementById('root')!.dataset.ready !== undefined, undefined, { timeout: READY_TIMEOUT })
        .catch(() => undefined);
      return response;
    };
    await provide(page);
  },
  consoleProblems: [
    async ({ context }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      context.on('console', (message) => {
        const type = message.type();
        if (type === 'error' || (type === 'warning' && /hydrat/i.test(message.text()))) seen.push(`${type}: ${message.text()} (${message.location().url})`);
      });
      context.on('weberror', (error) => seen.push(`uncaught: ${error.error().message}`));
      await use({ seen, allow: (pattern) => void allowed.push(pattern) });
      expect(seen.filter((line) => !allowed.some((pattern) => pattern.test(line))), 'console errors, hydration warnings, uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});
