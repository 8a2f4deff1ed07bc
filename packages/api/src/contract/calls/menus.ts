/** Menu calls of the admin shell (spec section 7, Admin shell: Menus): the tree, one menu, its labels per language. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { entityId, flag, maybe, menuItem } from '../entities/index.js';
import { languageIdField } from './common.js';

/** PigX SysMenu, the record behind a menu item (menuId, name, permission, type, sort, ...). */
export const sysMenu = z.looseObject({
  menuId: maybe(entityId),
  name: checked(z.string(), z.minLength(1)),
  permission: maybe(z.string()),
  path: maybe(z.string()),
  parentId: maybe(entityId),
  icon: maybe(z.string()),
  sort: maybe(z.number()),
  type: maybe(z.union([z.string(), z.number()])),
  keepAlive: maybe(flag),
});
export type SysMenu = z.infer<typeof sysMenu>;

/** A menu's label in one language (sysmenulang; what `meta.menu_langname` comes from). */
export const menuLabel = z.looseObject({
  id: maybe(entityId),
  menuId: entityId,
  languageId: languageIdField,
  name: z.string(),
});
export type MenuLabel = z.infer<typeof menuLabel>;

/** GET /admin/menu/menulang/{id}: the labels of one menu in every language. */
export const menuLabelList = z.array(menuLabel);
/** PUT /admin/sysmenulang: the edited labels. */
export const menuLabelsBody = checked(z.array(menuLabel), z.minLength(1));
export type MenuLabelsBody = z.input<typeof menuLabelsBody>;

/** GET /admin/menu/tree: the whole tree (lazy, parentId, type filters are PigX's optional query). */
export const menuTreeQuery = z.object({
  lazy: maybe(z.boolean()),
  parentId: maybe(entityId),
  type: maybe(z.string()),
});
export type MenuTreeQuery = z.input<typeof menuTreeQuery>;
export const menuTree = z.array(menuItem);
