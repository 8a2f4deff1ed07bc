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
  { name: 'home', path: '/', signedIn: true, jsGzip: 100 * kB, ratchet: 280 * kB },
  { name: 'login', path: '/login', signedIn: false, jsGzip: 120 * kB, ratchet: 240 * kB },
];

/**
 * What the test command enforces per route: the budget once it is met, until then the figure reached so far
 * (`ratchet`), so no screen makes a route heavier while the budget is being worked towards. The ratchets were
 * raised once, when the sign-in form, the headers and the product home landed (login 236 kB, home 272 kB measured;
 * issue 15 owns bringing them down). `pnpm bench` judges
 * the budgets themselves.
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
