// Playwright's `test` for every journey: a test fails when a page of its browser context logs a console error, a
// hydration warning or an uncaught exception it did not announce (`consoleProblems.allow`), so no route the suite
// opens may break quietly (issue 31, item 3; issue 32, item 9).
import { test as base, expect } from '@playwright/test';

export { expect };
export type { Locator, Page } from '@playwright/test';

export interface ConsoleProblems {
  /** What the pages logged so far: `type: text (where)`. */
  readonly seen: readonly string[];
  /** Lets what matches `pattern` pass: a journey that provokes a refusal the browser itself logs (a 4xx resource). */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ consoleProblems: ConsoleProblems }>({
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
