/** Menu service of the admin shell (spec section 7, Admin shell: Menus). */
import type { EntityId } from '../../contract/entities/index.js';
import type { MenuLabelsBody, MenuTreeQuery, SysMenu } from '../../contract/calls/index.js';
import type { Http } from '../http.js';
import { segment } from './segment.js';

export function menusService(http: Http) {
  return {
    /** GET /admin/menu/menulang/{id}: a menu's labels in every language. */
    labels: (id: EntityId) =>
      http.call('get', `/admin/menu/menulang/${segment(id)}`, 'menuLabelList'),
    /** GET /admin/menu/tree */
    tree: (query?: MenuTreeQuery) =>
      http.call('get', '/admin/menu/tree', 'menuTree', { searchParams: query }),
    /** POST /admin/menu */
    add: (menu: SysMenu) => http.call('post', '/admin/menu', 'writeAnswer', { json: menu }),
    /** GET /admin/menu/{id} */
    get: (id: EntityId) => http.call('get', `/admin/menu/${segment(id)}`, 'sysMenu'),
    /** DELETE /admin/menu/{id} */
    remove: (id: EntityId) => http.call('delete', `/admin/menu/${segment(id)}`, 'writeAnswer'),
    /** PUT /admin/menu */
    update: (menu: SysMenu) => http.call('put', '/admin/menu', 'writeAnswer', { json: menu }),
    /** PUT /admin/sysmenulang: the edited labels. */
    updateLabels: (labels: MenuLabelsBody) =>
      http.call('put', '/admin/sysmenulang', 'writeAnswer', { json: labels }),
  };
}
export type MenusService = ReturnType<typeof menusService>;
