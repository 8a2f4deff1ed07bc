import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@kontor/api/contract';
import {
  buildMenu,
  findMenuGroup,
  findMenuItem,
  iframePathOf,
  menuRoutePaths,
  searchMenu,
} from './menu-rules.js';

const SERVER_MENU: MenuItem[] = [
  { id: 1, label: 'Willkommen', path: '/wel/index', icon: 'icon-home' },
  {
    id: 10,
    label: 'Shop',
    path: '/shop',
    children: [
      { id: 12, label: 'Marken', path: '/product' },
      { id: 13, label: 'Containerwarenkorb', path: '/shopping' },
    ],
  },
  {
    id: 50,
    label: 'Verwaltung',
    path: '/admin',
    meta: { roles: ['ROLE_ADMIN'] },
    children: [{ id: 51, label: 'Benutzer', path: '/admin/user/index', meta: { roles: ['ROLE_ADMIN'] } }],
  },
  { id: 60, label: 'Firmenwebsite', path: 'https://www.example.com/kontor' },
  { id: 61, label: 'Böse', path: 'javascript:alert(1)' },
  { id: 62, label: 'Daten', path: 'data:text/html,<script>alert(1)</script>' },
];

describe('menu building (spec section 2)', () => {
  it('hides items with meta roles the user lacks, children included', () => {
    const labels = buildMenu(SERVER_MENU, ['ROLE_CUSTOMER']).map((item) => item.label);
    expect(labels).not.toContain('Verwaltung');
    expect(buildMenu(SERVER_MENU, ['ROLE_ADMIN']).map((item) => item.label)).toContain('Verwaltung');
  });

  it('drops the pallet cart for a trade mode without one (FOB), wherever it sits, and keeps it otherwise', () => {
    const carts: MenuItem[] = [
      { id: 10, label: 'Shop', path: '/shop', children: [{ id: 13, label: 'Container', path: '/shopping' }, { id: 14, label: 'Pallet', path: '/pallet' }] },
      { id: 14, label: 'Pallet', path: '/pallet' },
    ];
    const paths = (menu: ReturnType<typeof buildMenu>): string[] => menu.flatMap((item) => [item.to, ...paths(item.children)]);
    expect(paths(buildMenu(carts, [], { palletCart: false }))).toEqual(['/shop', '/shopping']);
    expect(paths(buildMenu(carts, [], { palletCart: true }))).toEqual(['/shop', '/shopping', '/pallet', '/pallet']);
  });

  it('opens an external http(s) path in the iframe route and drops javascript: and data: paths', () => {
    const menu = buildMenu(SERVER_MENU, []);
    const site = menu.find((item) => item.label === 'Firmenwebsite');
    expect(site?.to).toBe(iframePathOf('https://www.example.com/kontor', 'Firmenwebsite'));
    expect(site?.to.startsWith('/myiframe/urlPath?src=https%3A%2F%2Fwww.example.com')).toBe(true);
    expect(menu.map((item) => item.label)).not.toContain('Böse');
    expect(menu.map((item) => item.label)).not.toContain('Daten');
  });

  it('gives a path with children an index child route', () => {
    const paths = menuRoutePaths(buildMenu(SERVER_MENU, []));
    expect(paths).toEqual(['/wel/index', '/shop/index', '/product', '/shopping']);
    const menu = buildMenu(SERVER_MENU, []);
    expect(findMenuGroup(menu, '/shop/index')?.label).toBe('Shop');
    expect(findMenuItem(menu, '/shopping')?.label).toBe('Containerwarenkorb');
    // An embedded page is found by the address it embeds, never by the shared path alone.
    expect(findMenuItem(menu, '/myiframe/urlPath', '?src=https%3A%2F%2Fwww.example.com%2Fkontor&name=x')?.label).toBe('Firmenwebsite');
    expect(findMenuItem(menu, '/myiframe/urlPath', '?src=https%3A%2F%2Fevil.example%2F')).toBeUndefined();
    expect(findMenuItem(menu, '/myiframe/urlPath')).toBeUndefined();
  });

  it('searches by label prefix in the current language, folding case and accents', () => {
    const menu = buildMenu(SERVER_MENU, []);
    expect(searchMenu(menu, 'con', 'de').map((item) => item.label)).toEqual(['Containerwarenkorb']);
    // A prefix, not a substring: "warenkorb" is inside a label but starts none.
    expect(searchMenu(menu, 'warenkorb', 'de')).toEqual([]);
    expect(searchMenu(menu, '  ', 'de')).toEqual([]);
    expect(searchMenu(buildMenu([{ label: 'Übersicht', path: '/u' }], []), 'uber', 'de')).toHaveLength(1);
  });
});
