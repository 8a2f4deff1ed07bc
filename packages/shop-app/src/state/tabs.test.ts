import { describe, expect, it } from 'vitest';
import { addTag, closeAllTags, closeOtherTags, closeTag, HOME_TAG, hrefOf, neighbourOf, openedTag, tabLabelOf, type Tag } from './tabs.js';

const tab = (value: string): Tag => ({ label: value, value, params: {}, query: {}, group: [], close: true });

describe('tag tab rules (spec sections 2 and 4)', () => {
  it('adds one tab per path and refreshes the query of an open one', () => {
    const once = addTag([HOME_TAG], tab('/shopping'));
    const twice = addTag(once, { ...tab('/shopping'), query: { id: '3' } });
    expect(twice.map((t) => t.value)).toEqual(['/wel/index', '/shopping']);
    expect(hrefOf(twice[1]!)).toBe('/shopping?id=3');
  });

  it('never closes the last tab nor the home tab', () => {
    expect(closeTag([tab('/shopping')], '/shopping')).toHaveLength(1);
    expect(closeTag([HOME_TAG, tab('/a')], '/wel/index').map((t) => t.value)).toEqual(['/wel/index', '/a']);
    expect(closeTag([HOME_TAG, tab('/a')], '/a').map((t) => t.value)).toEqual(['/wel/index']);
  });

  it('closes others (keeping home and the current) and all (back to home)', () => {
    const open = [HOME_TAG, tab('/a'), tab('/b'), tab('/c')];
    expect(closeOtherTags(open, '/b').map((t) => t.value)).toEqual(['/wel/index', '/b']);
    expect(closeAllTags(open).map((t) => t.value)).toEqual(['/wel/index']);
    expect(closeAllTags([tab('/a')]).map((t) => t.value)).toEqual(['/wel/index']);
  });

  it("labels a navigation's tab by its route's title, else the menu's label; public and untabbed routes get none", () => {
    const title = { id: 'shell.screen.userInfo.title' };
    expect(tabLabelOf({ title }, 'User info')).toBe('shell.screen.userInfo.title');
    // A storefront page named for the document title only: its tab takes that name.
    expect(tabLabelOf({ pageTitle: { id: 'page.title.product' } })).toBe('page.title.product');
    expect(tabLabelOf({ pageTitle: { id: 'page.title.about' }, public: true })).toBeUndefined();
    expect(tabLabelOf({}, 'Roles')).toBe('Roles');
    expect(tabLabelOf(undefined, 'Roles')).toBe('Roles');
    expect(tabLabelOf({ title, public: true })).toBeUndefined();
    expect(tabLabelOf({ title, tab: false })).toBeUndefined();
    expect(tabLabelOf({})).toBeUndefined();
    expect(openedTag('Roles', '/admin/role/index', '?page=2')).toEqual({ ...tab('/admin/role/index'), label: 'Roles', query: { page: '2' } });
  });

  it('moves to the right neighbour of a closed tab, else the left one', () => {
    const open = [HOME_TAG, tab('/a'), tab('/b')];
    expect(neighbourOf(open, '/a')?.value).toBe('/b');
    expect(neighbourOf(open, '/b')?.value).toBe('/a');
  });
});

describe('stored tabs read without zod', async () => {
  const { tag } = await import('@kontor/api/contract');
  const { tagOf } = await import('./tabs.js');
  const samples: unknown[] = [
    { label: 'a', value: '/a' },
    { label: 'a', value: '/a', params: { id: 1 }, query: { q: 'x' }, group: ['g'], close: false, extra: 1 },
    { label: 'a', value: '/a', group: [1] },
    { label: 'a', value: '/a', close: 'no' },
    { label: 'a', value: '/a', params: [] },
    { label: 'a', value: '/a', query: null },
    { label: 1, value: '/a' },
    { value: '/a' },
    [],
    null,
    'tab',
  ];

  it('keeps and completes the tabs the contract keeps, and drops the ones it rejects', () => {
    for (const sample of samples) {
      const parsed = tag.safeParse(sample);
      expect(tagOf(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : undefined);
    }
    expect(tagOf({ label: 'a', value: '/a' })).toEqual({ label: 'a', value: '/a', params: {}, query: {}, group: [], close: true });
  });
});
