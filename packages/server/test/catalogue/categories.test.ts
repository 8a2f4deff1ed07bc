import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@kontor/api/contract';
import {
  categoryChildren,
  categoryPath,
  categorySkusPage,
  categoryTree,
} from '@kontor/api/contract';
import { catalogueServer } from './harness.js';

const h = catalogueServer();

function depth(nodes: CategoryNode[]): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children ?? [])));
}

describe('category tree', () => {
  it('is three levels deep in all four languages, through the real client', async () => {
    for (const languageId of [1, 2, 3, 4] as const) {
      const tree = categoryTree.parse(await h.client.categories.tree(languageId));
      expect(depth(tree)).toBe(3);
      expect(tree.length).toBeGreaterThanOrEqual(4);
    }
    const [en, fr] = [await h.client.categories.tree(2), await h.client.categories.tree(4)];
    expect(en.map((n) => n.label)).toEqual([
      'Outdoor furniture',
      'Shade',
      'Garden living',
      'Spare parts',
    ]);
    expect(fr[0]?.label).toBe('Mobilier de jardin');
  });

  it('answers the path from the root and the children of a category', async () => {
    const path = categoryPath.parse(await h.client.categories.path({ id: 111, languageId: 2 }));
    expect(path.map((n) => n.label)).toEqual([
      'Outdoor furniture',
      'Dining sets',
      'Aluminium tables',
    ]);
    const children = categoryChildren.parse(
      await h.client.categories.children({ id: 11, languageId: 3 }),
    );
    expect(children.map((n) => n.label)).toEqual([
      'Aluminiumtische',
      'Stapelstühle',
      'Teakholztische',
      'Armlehnstühle',
    ]);
  });

  it('answers an unknown category or language with 404 in the envelope', async () => {
    for (const path of [
      '/scgl/rfcategory/tree/qd/zy/9',
      '/scgl/rfcategory/tree/path?id=999&languageId=2',
    ]) {
      const res = await h.send('GET', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 1, data: null });
    }
  });
});

describe('POST /scgl/rfcategory/skus', () => {
  it('pages the products of a leaf, MyBatis-Plus style', async () => {
    const first = categorySkusPage.parse(
      await h.client.categories.skus({ categoryId: 111, languageId: 2, current: 1, size: 7 }),
    );
    expect(first.records).toHaveLength(7);
    expect(first.records.every((p) => p.categoryId === 111)).toBe(true);
    expect(first).toMatchObject({ current: 1, size: 7, pages: Math.ceil(first.total / 7) });
    const second = await h.client.categories.skus({
      categoryId: 111,
      languageId: 2,
      current: 2,
      size: 7,
    });
    expect(second.records[0]?.skuId).not.toBe(first.records[0]?.skuId);
  });

  it('lists every leaf below a branch, in the asked language', async () => {
    const leaf = await h.client.categories.skus({
      categoryId: 111,
      languageId: 3,
      current: 1,
      size: 1,
    });
    const branch = await h.client.categories.skus({
      categoryId: 1,
      languageId: 3,
      current: 1,
      size: 5,
    });
    expect(branch.total).toBeGreaterThan(leaf.total);
    expect(branch.records[0]?.name).toMatch(/Esstisch/);
  });

  it('refuses a body without a language id with code 1', async () => {
    const res = await h.send('POST', '/scgl/rfcategory/skus', { categoryId: 111 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 1 });
  });
});
