// Logs a demo customer in over HTTP (password check, then token; the server runs with KONTOR_CAPTCHA=off so any
// 4 characters pass) and returns the session as the storefront stores it: the client's `pigx-` items for
// sessionStorage. Plain JS so `pnpm bench` can use it without a TypeScript loader.
import { createKontorClient, createMemoryStorage } from '@kontor/api/client';

export const DEMO_PASSWORD = 'kontor123';

export async function sessionItems(baseURL, username, password = DEMO_PASSWORD) {
  const storage = createMemoryStorage();
  const client = createKontorClient({ baseUrl: baseURL, storage: { session: storage, local: createMemoryStorage() } });
  await client.auth.loginByPassword({ username, password, code: 'abcd', randomStr: `1234${Date.now()}`, languageId: 2 });
  const items = {};
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    items[key] = storage.getItem(key);
  }
  return items;
}
