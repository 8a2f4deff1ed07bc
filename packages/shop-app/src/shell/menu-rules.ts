/** The menu-building rules of spec section 2 as pure functions: role filter, iframe paths, index children, prefix search. */
import type { MenuItem } from '@kontor/api/contract';
import { isHttpUrl } from '@kontor/api/rules';
import { menuLabelOf } from './menuLabel.js';

/** A menu entry as the sidebar and the search show it: where it leads, in the current language. */
export interface ShellMenuItem {
  id: string;
  label: string;
  /** The in-app address: a route path, or `/myiframe/urlPath?src=…&name=…` for an external page. */
  to: string;
  icon?: string;
  /** Only http(s) items have it: the external address shown in the iframe. */
  external?: string;
  children: ShellMenuItem[];
}

export const IFRAME_PATH = '/myiframe/urlPath';

/** The in-app address that embeds an external page (wire-compat: `/myiframe/urlPath?src=…&name=…`). */
export function iframePathOf(url: string, name: string): string {
  return `${IFRAME_PATH}?${new URLSearchParams({ src: url, name }).toString()}`;
}

/** Hidden when it carries meta roles and the user holds none of them (spec section 2). */
export function isAllowed(item: MenuItem, userRoles: readonly (string | number)[]): boolean {
  const roles = item.meta?.roles ?? [];
  if (roles.length === 0) return true;
  const held = new Set(userRoles.map(String));
  return roles.some((role) => held.has(role));
}

/** The pallet cart's path: a menu entry that only a trade mode with a pallet cart keeps (spec sections 2 and 6). */
export const PALLET_CART_PATH = '/pallet';

export interface MenuOptions {
  /** Whether the user's trade mode has a pallet cart (`isPalletCartVisible`); without one its entry is dropped. */
  palletCart?: boolean;
}

/**
 * The server's tree → the shell's: items the user may not see are dropped (with their children), the pallet cart
 * too for a trade mode without one (FOB), external http(s) paths lead into the iframe route, and anything else that
 * is not an http(s) URL but has a scheme (`javascript:`, `data:`) is dropped.
 */
export function buildMenu(items: readonly MenuItem[], userRoles: readonly (string | number)[], options: MenuOptions = {}): ShellMenuItem[] {
  return items.flatMap((item, index) => {
    if (!isAllowed(item, userRoles)) return [];
    if (options.palletCart === false && item.path === PALLET_CART_PATH) return [];
    const label = menuLabelOf(item);
    // Only http(s) addresses may reach a link or an iframe (the rule's one home); `javascript:` and `data:` never do.
    const external = isHttpUrl(item.path.trim()) ? item.path.trim() : undefined;
    if (!external && /^[a-z][a-z0-9+.-]*:/i.test(item.path)) return [];
    const entry: ShellMenuItem = {
      id: String(item.id ?? `${item.path}#${index}`),
      label,
      to: external ? iframePathOf(external, label) : item.path,
      children: buildMenu(item.children ?? [], userRoles, options),
    };
    if (item.icon) entry.icon = item.icon;
    if (external) entry.external = external;
    return [entry];
  });
}

/**
 * The route paths the menu adds (spec section 2): a path with children gets an index child
 * (`/shop` → `/shop/index`), other paths are routes themselves; external items use the iframe route.
 */
export function menuRoutePaths(menu: readonly ShellMenuItem[]): string[] {
  return menu.flatMap((item) => {
    if (item.external) return [];
    if (item.children.length === 0) return [item.to];
    const index = item.to.endsWith('/index') ? item.to : `${item.to.replace(/\/$/, '')}/index`;
    return [index, ...menuRoutePaths(item.children)];
  });
}

/** Every entry that leads somewhere (leaves), depth first, for the search and for labelling tabs. */
export function menuLeaves(menu: readonly ShellMenuItem[]): ShellMenuItem[] {
  return menu.flatMap((item) => (item.children.length === 0 ? [item] : menuLeaves(item.children)));
}

/** The entry whose route path (without query) is `path`, if the menu has one; an embedded page by its `src` too. */
export function findMenuItem(menu: readonly ShellMenuItem[], path: string, search = ''): ShellMenuItem | undefined {
  for (const item of menu) {
    // The embedded pages share one path: each is its own by the address it embeds.
    const same = item.external ? new URLSearchParams(search).get('src') === item.external : true;
    if (same && item.to.split('?')[0] === path && (item.children.length === 0 || path.endsWith('/index'))) return item;
    const inner = findMenuItem(item.children, path, search);
    if (inner) return inner;
  }
  return undefined;
}

/** The group whose index route is `path` (`/shop/index` → the "Shop" group), for the group overview page. */
export function findMenuGroup(menu: readonly ShellMenuItem[], path: string): ShellMenuItem | undefined {
  for (const item of menu) {
    if (item.children.length > 0 && `${item.to.replace(/\/$/, '')}/index` === path) return item;
    const inner = findMenuGroup(item.children, path);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The menu search (spec section 2): leaves whose label starts with the query, compared as the current
 * language compares (case and accents folded, so "ubersicht" finds "Übersicht"). Empty query: nothing.
 */
export function searchMenu(menu: readonly ShellMenuItem[], query: string, locale: string): ShellMenuItem[] {
  const wanted = query.trim();
  if (!wanted) return [];
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return menuLeaves(menu).filter(
    (item) => collator.compare(item.label.slice(0, wanted.length), wanted) === 0,
  );
}
