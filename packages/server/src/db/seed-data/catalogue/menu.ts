/** The server-driven menu of the admin-style shell: storefront areas, an admin-only branch, an external link. */
import type { Labels } from './labels.js';

export interface MenuSeed {
  id: number;
  parentId: number | null;
  path: string;
  icon: string | null;
  roles: string[] | null;
  keepAlive: boolean;
  externalUrl: string | null;
  labels: Labels;
}

const item = (
  id: number,
  parentId: number | null,
  path: string,
  icon: string | null,
  labels: Labels,
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({
  id,
  parentId,
  path,
  icon,
  roles: null,
  keepAlive: false,
  externalUrl: null,
  labels,
  ...extra,
});

export const MENU_SEED: MenuSeed[] = [
  item(1, null, '/wel/index', 'icon-home', ['首页', 'Welcome', 'Willkommen', 'Accueil']),
  item(10, null, '/shop', 'icon-shop', ['商城', 'Shop', 'Shop', 'Boutique']),
  item(
    11,
    10,
    '/index',
    'icon-recommend',
    ['推荐', 'Recommendations', 'Empfehlungen', 'Recommandations'],
    { keepAlive: true },
  ),
  item(12, 10, '/product', 'icon-brand', ['品牌', 'Brands', 'Marken', 'Marques'], {
    keepAlive: true,
  }),
  item(13, 10, '/shopping', 'icon-cart', [
    '整柜购物车',
    'Container cart',
    'Containerwarenkorb',
    'Panier conteneur',
  ]),
  item(14, 10, '/pallet', 'icon-pallet', [
    '托盘购物车',
    'Pallet cart',
    'Palettenwarenkorb',
    'Panier palette',
  ]),
  item(15, 10, '/personal', 'icon-user', [
    '个人中心',
    'Personal centre',
    'Persönlicher Bereich',
    'Espace personnel',
  ]),
  item(20, null, '/service', 'icon-service', [
    '售后服务',
    'After-sales',
    'Kundendienst',
    'Service après-vente',
  ]),
  item(21, 20, '/partsService', 'icon-tool', [
    '售后申请',
    'Service requests',
    'Serviceanfragen',
    'Demandes de service',
  ]),
  item(22, 20, '/productPageParts', 'icon-parts', [
    '备件商城',
    'Spare parts shop',
    'Ersatzteilshop',
    'Boutique de pièces',
  ]),
  item(30, null, '/admin/sysxxfsjl/index', 'icon-message', [
    '消息',
    'Messages',
    'Nachrichten',
    'Messages',
  ]),
  item(40, null, '/info/index', 'icon-info', [
    '用户信息',
    'User info',
    'Benutzerdaten',
    'Informations utilisateur',
  ]),
  item(
    50,
    null,
    '/admin',
    'icon-setting',
    ['系统管理', 'Administration', 'Verwaltung', 'Administration'],
    { roles: ['ROLE_ADMIN'] },
  ),
  item(
    51,
    50,
    '/admin/user/index',
    'icon-users',
    ['用户管理', 'Users', 'Benutzer', 'Utilisateurs'],
    { roles: ['ROLE_ADMIN'] },
  ),
  item(52, 50, '/admin/role/index', 'icon-role', ['角色管理', 'Roles', 'Rollen', 'Rôles'], {
    roles: ['ROLE_ADMIN'],
  }),
  item(53, 50, '/admin/menu/index', 'icon-menu', ['菜单管理', 'Menus', 'Menüs', 'Menus'], {
    roles: ['ROLE_ADMIN'],
  }),
  item(
    60,
    null,
    '/company',
    'icon-link',
    ['公司网站', 'Company website', 'Firmenwebsite', "Site de l'entreprise"],
    {
      externalUrl: 'https://www.example.com/kontor',
    },
  ),
];
