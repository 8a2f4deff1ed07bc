// The mock backend of Storybook: every area's handlers, answering the storefront client's calls with the
// server's seed data so screen stories render whole pages without a server. Stories override single calls
// with `beforeEach({ msw }) { msw.use(...) }` (empty, error and slow states).
import { setupWorker } from 'msw/browser';
import { sessionHandlers } from './session.handlers.js';
import { shellHandlers } from './shell.handlers.js';
import { browseHandlers } from './browse.handlers.js';
import { cartHandlers } from './cart.handlers.js';
import { aftersalesHandlers, mailCodeHandlers } from './aftersales.handlers.js';
import { partsHandlers } from './parts.handlers.js';
import { headerHandlers } from './header.handlers.js';
import { adminHandlers } from './admin.handlers.js';
import { quickOrderHandlers } from './quickorder.handlers.js';
import { widgetHandlers } from './widgets.handlers.js';

export const handlers = [
  // Before the session's: its captcha picture (*/code) would answer the mailbox code's send/code too.
  ...mailCodeHandlers,
  ...sessionHandlers,
  ...shellHandlers,
  // Before browse: the parts search by word answers first, other spare-parts calls fall through to browse.
  ...partsHandlers,
  ...browseHandlers,
  ...cartHandlers,
  ...aftersalesHandlers,
  ...headerHandlers,
  ...adminHandlers,
  ...quickOrderHandlers,
  ...widgetHandlers,
];

/** Started once per preview; the handlers given here survive the addon's reset between stories. */
export async function startMockWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  return worker;
}
