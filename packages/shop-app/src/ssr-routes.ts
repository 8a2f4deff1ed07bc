/**
 * The routes the server draws with React (entry-server.tsx), each with its screen's source file (the build manifest's
 * key, whose stylesheets the server links). Drawn as nobody is signed in, so each is the same for every visitor: a
 * public page whole; a member's page (home, product, carts) its frame, its public data (a product's name, images and
 * logistics) and the skeletons its member data fills after hydration: home, the catalogue's lists and product pages,
 * the carts; the member's own pages (orders, one order, after-sales requests, the personal centres) and their forms (the
 * order form, an order's edit, the quick order, the after-sales form) as frame, heading, tabs and skeletons: a form
 * shows once the session is read, with the tab's draft, hand-off or the member's prefill; the admin shell's own pages
 * (welcome, messages, user info) and the server menu's pages (`/admin/*`, `/:group/index`) in their frame, the
 * sidebar's menu loading. Keyed by the route's path as the route table writes it (a pattern for those). Not drawn: an
 * embedded page (`/myiframe/*`): its address comes from the link, and a visitor the guard turns away must not be
 * shown it; index.html's header frame stands until the app draws it. A test ties each file to its route's screen.
 */
export const MEMBER_SSR_ROUTES: Record<string, string> = {
  '/': 'src/screens/browse/HomeScreen.tsx',
  '/index': 'src/screens/browse/HomeScreen.tsx',
  '/detail': 'src/screens/browse/DetailScreen.tsx',
  '/shopping': 'src/screens/cart/ContainerCartScreen.tsx',
  '/pallet': 'src/screens/cart/PalletCartScreen.tsx',
  '/product': 'src/screens/browse/BrandsScreen.tsx',
  '/family': 'src/screens/browse/FamilyScreen.tsx',
  '/classification': 'src/screens/browse/CategoryScreen.tsx',
  '/search': 'src/screens/browse/SearchScreen.tsx',
  '/CaDetail': 'src/screens/browse/WholeContainerScreen.tsx',
  '/partsFamily': 'src/screens/browse/PartsFamilyScreen.tsx',
  '/detailParts': 'src/screens/browse/DetailPartsScreen.tsx',
  '/partsServiceDetail': 'src/screens/browse/PartsServiceDetailScreen.tsx',
  '/myOrders': 'src/screens/order/MyOrdersScreen.tsx',
  '/personal': 'src/screens/aftersales/PersonalCentreScreen.tsx',
  '/Order': 'src/screens/order/OrderScreen.tsx',
  '/afterSalesDetail': 'src/screens/aftersales/AfterSalesDetailScreen.tsx',
  '/partsService': 'src/screens/parts/PartsServiceScreen.tsx',
  '/personalParts': 'src/screens/parts/PersonalPartsScreen.tsx',
  '/placeOrder': 'src/screens/order/PlaceOrderScreen.tsx',
  '/editOrder': 'src/screens/order/EditOrderScreen.tsx',
  '/editPalletOrder': 'src/screens/order/EditOrderScreen.tsx',
  '/quickOrder': 'src/screens/quickorder/QuickOrderScreen.tsx',
  '/afterSalesApply': 'src/screens/aftersales/AfterSalesApplyScreen.tsx',
  '/wel/index': 'src/screens/admin/WelcomeScreen.tsx',
  '/admin/sysxxfsjl/index': 'src/screens/admin/MessagesScreen.tsx',
  '/info/index': 'src/screens/admin/UserInfoScreen.tsx',
  '/admin/*': 'src/screens/shell/MenuPageScreen.tsx',
  '/:group/index': 'src/screens/shell/MenuPageScreen.tsx',
};

export const PUBLIC_SSR_ROUTES: Record<string, string> = {
  '/login': 'src/screens/session/LoginScreen.tsx',
  '/lock': 'src/screens/session/LockScreen.tsx',
  '/404': 'src/screens/session/NotFoundScreen.tsx',
  '/401': 'src/screens/session/ForbiddenScreen.tsx',
  '/403': 'src/screens/session/ForbiddenScreen.tsx',
  '/500': 'src/screens/session/ServerErrorScreen.tsx',
  '/productPageParts': 'src/screens/browse/PartsHomeScreen.tsx',
  '/aboutUs': 'src/screens/info/AboutScreen.tsx',
  '/news': 'src/screens/info/NewsScreen.tsx',
  '/termsOfService': 'src/screens/info/TermsScreen.tsx',
  '/commonProblems': 'src/screens/info/FaqScreen.tsx',
  '/shareShow': 'src/screens/browse/ShareShowScreen.tsx',
};

export const SSR_ROUTES: Record<string, string> = { ...PUBLIC_SSR_ROUTES, ...MEMBER_SSR_ROUTES };

/** Each layout's source file, as the build manifest names it. */
export const LAYOUT_SOURCES: Record<string, string> = {
  storefront: 'src/layouts/StorefrontLayout.tsx',
  parts: 'src/layouts/PartsLayout.tsx',
  admin: 'src/layouts/AdminLayout.tsx',
};

/** What the server puts beside a page it drew (the same names as the server's `http/server-render.ts`). */
export const RENDERED_QUERIES_ID = 'kontor-queries';
export const RENDERED_ATTRIBUTE = 'data-rendered-lang';
