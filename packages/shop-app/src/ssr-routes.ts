/**
 * The routes the server draws with React (entry-server.tsx), each with its screen's source file (the build manifest's
 * key, whose stylesheets the server links): public pages whose content is the same for every visitor who is not signed
 * in. A test ties each file to its route's screen.
 */
export const SSR_ROUTES: Record<string, string> = {
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

/** Each layout's source file, as the build manifest names it. */
export const LAYOUT_SOURCES: Record<string, string> = {
  storefront: 'src/layouts/StorefrontLayout.tsx',
  parts: 'src/layouts/PartsLayout.tsx',
  admin: 'src/layouts/AdminLayout.tsx',
};

/** What the server puts beside a page it drew (the same names as the server's `http/server-render.ts`). */
export const RENDERED_QUERIES_ID = 'kontor-queries';
export const RENDERED_ATTRIBUTE = 'data-rendered-lang';
