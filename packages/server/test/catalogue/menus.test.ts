import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@kontor/api/contract';
import { menuLabelList, menuTree } from '@kontor/api/contract';
import { catalogueServer } from './harness.js';

const h = catalogueServer();
const flat = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((i) => [i, ...flat(i.children ?? [])]);

describe('GET /admin/menu/tree', () => {
  it('answers the menu in the stored default language (zh) through the client', async () => {
    const tree = menuTree.parse(await h.client.menus.tree());
    expect(tree[0]).toMatchObject({ label: '首页', path: '/wel/index' });
  });

  it('answers it in the asked language, with a role-restricted branch and an external link', async () => {
    const res = await h.send('GET', '/admin/menu/tree?languageId=2');
    const items = flat(menuTree.parse((await res.json()).data));
    expect(items.find((i) => i.path === '/shopping')?.label).toBe('Container cart');
    const admin = items.find((i) => i.path === '/admin')!;
    expect(admin.meta?.roles).toEqual(['ROLE_ADMIN']);
    expect(admin.children?.length).toBeGreaterThan(0);
    const external = items.find((i) => /^https?:\/\//.test(i.path));
    expect(external?.label).toBe('Company website');
    expect(items.find((i) => i.path === '/index')?.meta?.menu_langname).toBe('Recommendations');
  });
});

describe('GET /admin/menu/menulang/{id}', () => {
  it("answers one menu's label in every language", async () => {
    const labels = menuLabelList.parse(await h.client.menus.labels(13));
    expect(labels.map((l) => [l.languageId, l.name])).toEqual([
      [1, '整柜购物车'],
      [2, 'Container cart'],
      [3, 'Containerwarenkorb'],
      [4, 'Panier conteneur'],
    ]);
    expect((await h.send('GET', '/admin/menu/menulang/999')).status).toBe(404);
  });
});
