// Signs a demo customer in through the real API and hands the session to the page the way the storefront keeps
// it (the client's `pigx-` items in sessionStorage). For journeys that test something other than the login form
// itself; the login journeys sign in through the form.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, sessionItems } from './session-items.mjs';

export { DEMO_PASSWORD, sessionItems };
export type DemoUser = 'ddp-buyer' | 'fob-buyer' | 'admin';

/** Signs in as a demo user before the page's first script runs; call before `page.goto`. */
export async function signIn(page: Page, baseURL: string, username: DemoUser = 'ddp-buyer') {
  const items = await sessionItems(baseURL, username);
  await page.addInitScript((stored) => {
    // The tab's own document only: an embedded page (the iframe route) has storage of its own, or none.
    if (window.top !== window) return;
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
  }, items);
}
