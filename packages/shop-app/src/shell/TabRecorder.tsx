/** Records a tag tab for every protected navigation, whatever the layout (owned by the admin-shell area). */
import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLocation, useMatchedRoute } from '../router/index.js';
import type { AppRoute } from '../routes/types.js';
import { signedInAtom } from '../session/state.js';
import { useMenu } from '../state/menu.js';
import { addTag, openedTag, tabLabelOf, tagsAtom } from '../state/tabs.js';
import { findMenuItem } from './menu-rules.js';
import { routeOf } from './route-titles.js';

/** Render once inside the protected part of the route tree; which path gets a tab is `tabLabelOf`'s rule. */
export function TabRecorder({ routes }: { routes?: readonly AppRoute[] }) {
  const { pathname, search } = useLocation();
  const { menu } = useMenu();
  const store = useStore();
  // The router names the route it shows; the area lists are the fallback (a frame without the route table).
  const route = useMatchedRoute() ?? routeOf(pathname, routes);
  const signedIn = useAtomValue(signedInAtom);
  const label = signedIn ? tabLabelOf(route, findMenuItem(menu, pathname, search)?.label) : undefined;

  // Runs on navigation only, not when tabs change: closing tabs right before navigating away must not re-add them.
  useEffect(() => {
    if (!label) return;
    const tags = store.get(tagsAtom);
    const next = addTag(tags, openedTag(label, pathname, search));
    // Only a real change is stored: re-renders must not rewrite session storage.
    if (JSON.stringify(next) !== JSON.stringify(tags)) store.set(tagsAtom, next);
  }, [label, pathname, search, store]);
  return null;
}
