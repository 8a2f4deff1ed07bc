// Signs a demo customer in through the real API (password check, then token; the e2e server runs with
// KONTOR_CAPTCHA=off so any 4 characters pass as the code) and hands the session to the page the way the
// storefront keeps it: the client's `pigx-` items in sessionStorage. For journeys that test something other
// than the login form itself; the login journeys sign in through the form.
import type { Page } from '@playwright/test';
import { createKontorClient, createMemoryStorage } from '@kontor/api/client';

export const DEMO_PASSWORD = 'kontor123';
export type DemoUser = 'ddp-buyer' | 'fob-buyer' | 'admin';

/** Logs in over HTTP and returns the stored session items (full keys and raw values) to seed a page with. */
export async function sessionItems(baseURL: string, username: DemoUser, password = DEMO_PASSWORD) {
  const storage = createMemoryStorage();
  const client = createKontorClient({ baseUrl: baseURL, storage: { session: storage, local: createMemoryStorage() } });
  await client.auth.loginByPassword({ username, password, code: 'abcd', randomStr: `1234${Date.now()}`, languageId: 2 });
  const items: Record<string, string> = {};
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index)!;
    items[key] = storage.getItem(key)!;
  }
  return items;
}

/** Signs in as a demo user before the page's first script runs; call before `page.goto`. */
export async function signIn(page: Page, baseURL: string, username: DemoUser = 'ddp-buyer') {
  const items = await sessionItems(baseURL, username);
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
  }, items);
}
