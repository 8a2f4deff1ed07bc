/** Whether the page's script runs the part: false on a server and while a server-drawn page hydrates, then true. */
import { createContext, useContext, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const drawnOnServer = () => false;

/**
 * Given by an app that hydrates a page its server drew: false on the server and while the page hydrates, true once it
 * has. The app turns it true in a transition, so the parts waiting for it redraw in slices between the browser's own
 * work; React's own reading (below) redraws them all in one synchronous task after hydration.
 */
export const HydratedContext = createContext<boolean | undefined>(undefined);

/**
 * True in a page the browser draws itself, and once a page the server drew has hydrated (React re-renders with the
 * browser's value after hydration). A form drawn by the server uses it to take no input before its script can keep
 * it: typed text would be reset by hydration, and a native submit would put the fields into the address.
 */
export function useHydrated(): boolean {
  const given = useContext(HydratedContext);
  // With the app's value, React's reading agrees on server and browser and so never forces a redraw of its own.
  const drawn = useSyncExternalStore(noSubscription, inBrowser, given === undefined ? drawnOnServer : inBrowser);
  return given ?? drawn;
}
