// The one home of Kontor's performance budgets (issue: "budgets that fail the build"). `pnpm bench` prints every
// figure beside its budget and fails when one is missed; the size budgets are also checked by the e2e suite
// (tests/e2e/budgets.spec.ts), so a screen that breaks them fails the README's test command.

const kB = 1024;

/**
 * Routes whose first load is weighed: JS and CSS fetched by a signed-in (or, for public routes, signed-out)
 * browser from navigation until the route has rendered and the network is idle, gzip-sized.
 * `ready` is a role and name the route shows when it has rendered (so a redirect cannot pass for the route).
 */
export const ROUTE_BUDGETS = [
  { name: 'home', path: '/', signedIn: true, jsGzip: 100 * kB, ratchet: 162 * kB },
  { name: 'login', path: '/login', signedIn: false, jsGzip: 120 * kB, ratchet: 139 * kB },
  { name: 'product detail', path: '/detail?id=15', signedIn: true, jsGzip: 120 * kB, ratchet: 251 * kB },
  { name: 'cart', path: '/shopping', signedIn: true, jsGzip: 120 * kB, ratchet: 226 * kB },
  { name: 'order form', path: '/placeOrder?kind=container', signedIn: true, jsGzip: 120 * kB, ratchet: 283 * kB },
  { name: 'personal centre', path: '/personal', signedIn: true, jsGzip: 120 * kB, ratchet: 302 * kB },
];

/** Routes Lighthouse scores in `pnpm bench` (mobile preset, median of 3), signed in where the route needs it. */
export const LIGHTHOUSE_ROUTES = [
  { name: 'home', path: '/', signedIn: true },
  { name: 'product detail', path: '/detail?id=15', signedIn: true },
  { name: 'cart', path: '/shopping', signedIn: true },
  { name: 'login', path: '/login', signedIn: false },
];

/**
 * What the test command enforces per route: the budget once it is met, until then the figure reached so far
 * (`ratchet`), so no screen makes a route heavier while the budget is being worked towards. The ratchets were
 * raised once, when the sign-in form, the headers and the product home landed (login 236 kB, home 272 kB measured;
 * issue 15 owns bringing them down). Set again by issue 15 at 18:05 on 24 Nov: each route's figure then (login 237.6,
 * detail 331.6, cart 307.5, order form 364.5, personal centre 382.6 kB) plus about 1.5 kB for concurrent work; home
 * measured 285.7 then, 5.5 of it the STOMP client. The reminders now wait for a user action or 3 s, so STOMP is off
 * home's first load again, yet home measured 285.8 kB after the same day's header and footer additions (quick-order
 * link and its messages, the company contact block, per-language dates): raised to 287 kB, the second and last time.
 * Lowered on 24 Nov, 22:50 (issue 15), after the browser builds moved to Preact, the header's menus and dialogs,
 * the messages, ky and the lock hashing left the first load: home 159.5, login 136.9, detail 248.5, cart 223.1,
 * order form 280.4, personal centre 299.1 kB measured; each ratchet is that plus about 2.5 kB. What is left above the
 * budgets: the react-router data router (~29 kB), react-aria's shared overlay code on the screens that use it, zod
 * core and query-core, react-hook-form on detail, and the app's own code. `pnpm bench` judges the budgets themselves.
 */
export const enforcedJsGzip = (route) => Math.max(route.jsGzip, route.ratchet ?? 0);

/** What the home route's first load must never contain: code that belongs after sign-in or to other routes. */
export const HOME_FORBIDDEN = [
  { name: 'crypto-js', marker: /CryptoJS|crypto-js/ },
  { name: 'stompjs', marker: /STOMP|stompjs|CONNECTED\b.*heart-beat/ },
  { name: 'the ICU message parser', marker: /Expected a valid ICU|UNMATCHED_CLOSING_TAG|MALFORMED_ARGUMENT/ },
];

export const BUDGETS = {
  /** Home page, first visit, bytes on the wire as the server really sends them (compressed). */
  homeWireBytes: 130 * kB,
  /** Lighthouse mobile preset, median of 3. */
  lighthouseScore: 98,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  /** Catalogue read throughput as a share of a trivial node:http server sending the same body, and its p99. */
  catalogueThroughputRatio: 1 / 3,
  catalogueP99Ms: 20,
  /** Server start: warm (existing database) and first (migrate and seed a new one), to the first answered request. */
  warmStartMs: 1500,
  firstStartMs: 6000,
  /** Click to next paint in a real browser. */
  themeSwitchMs: 16,
  languageSwitchMs: 100,
  gaugeUpdateMs: 16,
};

/** Partner widgets (issue 16), gzip-sized from packages/widgets/dist (scripts/perf/widgets.mjs). */
export const WIDGET_BUDGETS = {
  /** `widgets.js`, the one script a partner includes: it only defines the elements. */
  loaderGzip: 5 * kB,
  /**
   * Everything one `<kontor-product>` loads: loader, its chunks (the renderer included), the stylesheet, one
   * catalogue. Met since the widgets build on Preact (runtime/preact-react.ts): 52 kB against 109 kB on React 19.3
   * (24 Nov), so the e2e suite enforces it as it stands; the ratchet it had until then (114 kB) is retired.
   */
  productCardGzip: 90 * kB,
};
