/** Which storefront paths the head tags know (the shop-app's route table, seen from the server), and what each may index. */
import { API_PATH_PREFIXES } from '@kontor/api/rules';
import type { PageKey } from './messages.js';

export interface SeoPage {
  key: PageKey;
  /**
   * The query parameters that name what the page shows; any other (a share code, `lang`) is left out of its URL. Every
   * parameter its drawing reads (`[]`: none): the server keeps one drawing for all addresses that agree on them
   * (address.ts). Without the list, each whole query is a page of its own.
   */
  params?: readonly string[];
  /** A product page: its product is named by `?id=` (or the older `?skuId=`), or by its art. no. in `?skuCode=`. */
  product?: 'id' | 'skuCode';
  /** The parts storefront (its breadcrumb starts at the parts home). */
  parts?: boolean;
  /** Opens without a session: listed in the sitemap (when it needs no query) and shown to link previews. */
  public?: boolean;
  /** The page's own address when it has two (`/index` is `/`). */
  canonical?: string;
  /** A link preview (Open Graph, Twitter card, breadcrumbs) besides the product pages': the parts pages. */
  preview?: boolean;
}

const DETAIL: SeoPage = { key: 'detail', params: ['id'], product: 'id' };

/** By path; the routes of packages/shop-app/src/routes/*.routes.ts that a visitor may open from outside. */
export const SEO_PAGES: Readonly<Record<string, SeoPage>> = {
  '/login': { key: 'login', params: [], public: true },
  '/': { key: 'home', params: [] },
  '/index': { key: 'home', params: [], canonical: '/' },
  '/product': { key: 'brands', params: ['brand', 'page'] },
  '/classification': { key: 'category', params: ['id', 'page'] },
  '/search': { key: 'search', params: ['searchWord', 'page'] },
  '/family': { key: 'family', params: ['id'] },
  '/partsFamily': { key: 'family', params: ['id'], parts: true, preview: true },
  '/detail': DETAIL,
  '/detailParts': { ...DETAIL, key: 'partsDetail', parts: true },
  '/partsServiceDetail': { ...DETAIL, key: 'partsDetail', parts: true },
  '/CaDetail': { key: 'wholeContainer', params: ['id'] },
  '/shareShow': { key: 'share', params: ['skuCode'], product: 'skuCode', public: true },
  '/productPageParts': { key: 'parts', params: ['page'], parts: true, public: true, preview: true },
  '/partsService': { key: 'partsService', parts: true },
  '/aboutUs': { key: 'about', params: [], public: true },
  '/news': { key: 'news', params: [], public: true },
  '/termsOfService': { key: 'terms', params: [], public: true },
  '/commonProblems': { key: 'faq', params: [], public: true },
  '/shopping': { key: 'cart', params: [] },
  '/pallet': { key: 'pallet', params: [] },
  '/myOrders': { key: 'orders' },
  '/personal': { key: 'personal' },
  '/personalParts': { key: 'personal', parts: true },
  '/404': { key: 'notFound', params: [] },
};

/** The public pages that show no one product: the sitemap's fixed part (the shared products follow them). */
export const SITEMAP_PATHS = Object.entries(SEO_PAGES)
  .filter(([, page]) => page.public && !page.product)
  .map(([path]) => path);

/**
 * Members' areas and what only a session can see, for robots.txt: carts, orders, the personal centres, after-sales,
 * the quick order, the admin shell's pages, the session pages without content, and the API. Prefixes, as robots
 * match them (`/personal` covers `/personalParts`).
 */
export const MEMBER_PATHS: readonly string[] = [
  '/shopping',
  '/pallet',
  '/myOrders',
  '/Order',
  '/editOrder',
  '/editPalletOrder',
  '/placeOrder',
  '/quickOrder',
  '/personal',
  '/afterSales',
  '/partsService',
  '/wel/',
  '/info/',
  '/myiframe/',
  '/lock',
  '/authredirect',
  ...API_PATH_PREFIXES,
];

/** Product and brand pictures live under the API's file path: previews and image search may fetch them. */
export const PUBLIC_FILES_PATH = '/admin/sys-file/';
