/** Whether the page's script runs the part: false on a server and while a server-drawn page hydrates, then true. */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const drawnOnServer = () => false;

/**
 * True in a page the browser draws itself, and once a page the server drew has hydrated (React re-renders with the
 * browser's value after hydration). A form drawn by the server uses it to take no input before its script can keep
 * it: typed text would be reset by hydration, and a native submit would put the fields into the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, drawnOnServer);
}
