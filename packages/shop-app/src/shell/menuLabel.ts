/** A server menu item's label in the current language: the server answers per language; `menu_langname` wins when present. */
import type { MenuItem } from '@kontor/api/contract';

export function menuLabelOf(item: Pick<MenuItem, 'label' | 'meta'>): string {
  return item.meta?.menu_langname || item.label;
}
