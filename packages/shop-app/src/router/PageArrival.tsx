/** Names the shown page in the document title, and hands its arrival (focus, scroll) to the page arrivals. */
import { useContext, useLayoutEffect } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import type { AppRoute } from '../routes/types.js';
import { titleMessages } from '../routes/page-titles.messages.js';
import type { PageArrivals } from './arrival.js';
import type { RouterState } from './runner.js';

/** "<page> · Kontor" in the shown language; the brand alone for a route without a name. */
export function documentTitle(intl: IntlShape, route: AppRoute): string {
  const name = route.pageTitle ?? route.title;
  return name ? intl.formatMessage(titleMessages.page, { page: intl.formatMessage(name) }) : intl.formatMessage(titleMessages.brandOnly);
}

/** Rendered once the page's screen is drawn, inside the shell (its language), outside the page (a kept tab's page). */
export function PageArrival({ arrivals, state }: { arrivals: PageArrivals; state: RouterState }) {
  // Absent where a router runs without the shell's providers (the runner's own tests): no title to translate then.
  const intl = useContext(IntlContext) as IntlShape | null;
  const { route } = state;
  // Both before the new page is painted (never a frame of it at the old position) and after the screen's own layout
  // effects (this renders after the page). The title first: a screen reader announces the focused heading in the
  // page now named. Set on the first page too (the server's title names the shop), and again when the language changes.
  useLayoutEffect(() => {
    if (intl) document.title = documentTitle(intl, route);
  }, [intl, route, state]);
  useLayoutEffect(() => arrivals.arrive(state), [arrivals, state]);
  return null;
}
