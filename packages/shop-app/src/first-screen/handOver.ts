/**
 * The app takes over index.html's first screen: a screen that draws the same content removes it in the commit that
 * shows its own (a layout effect: both in one frame, so nothing flashes or moves). A route that draws something else
 * (a redirect, another path) removes it too, so it never outlives its route.
 */
import { useLayoutEffect } from 'react';
import { useLocation } from '../router/index.js';
import { FIRST_SCREEN_ID } from './ids.js';

const firstScreen = () => document.getElementById(FIRST_SCREEN_ID);

/** Call in the screen that replaces the first screen; `ready` once it shows its heading (and image). */
export function useFirstScreenHandOver(ready = true): void {
  useLayoutEffect(() => {
    if (ready) firstScreen()?.remove();
  }, [ready]);
}

/** In the app's shell: the first screen goes as soon as the shown path is not the one it was painted for. */
export function FirstScreenGuard() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const screen = firstScreen();
    if (screen && screen.dataset.path !== pathname) screen.remove();
  }, [pathname]);
  return null;
}
