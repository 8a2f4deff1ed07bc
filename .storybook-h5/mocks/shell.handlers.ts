// Mock handlers of the shell area's calls for screen stories: answers built from the server's seed data.
// The menu is the server's MENU_SEED in the asked language, built the way the server builds its tree.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { MenuItem } from '@kontor/api/contract';
import { MENU_SEED } from '../../packages/server/src/db/seed-data/catalogue/menu.js';

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: null, data });

/** The server's tree (routes/catalogue/menus.ts): labels of one language, external items keep their URL as path. */
export function seedMenu(languageId: number): MenuItem[] {
  const items = new Map<number, MenuItem>();
  for (const seed of MENU_SEED) {
    const label = seed.labels[languageId - 1] ?? seed.labels[1];
    items.set(seed.id, {
      id: seed.id,
      parentId: seed.parentId ?? -1,
      label,
      path: seed.externalUrl ?? seed.path,
      icon: seed.icon,
      meta: { roles: seed.roles, menu_langname: label },
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const seed of MENU_SEED) {
    const parent = seed.parentId === null ? undefined : items.get(seed.parentId);
    (parent ? parent.children! : roots).push(items.get(seed.id)!);
  }
  return roots;
}

/** The log entries the last upload sent, for stories that check what reached the server. */
export const uploadedLogs: unknown[] = [];

export const shellHandlers: RequestHandler[] = [
  http.get('*/admin/menu/tree', ({ request }) => {
    const languageId = Number(new URL(request.url).searchParams.get('languageId') ?? 1);
    return ok(seedMenu(languageId >= 1 && languageId <= 4 ? languageId : 1));
  }),
  http.post('*/admin/log/logs', async ({ request }) => {
    uploadedLogs.push(...((await request.json()) as unknown[]));
    return ok(true);
  }),
];
