/** Removes index.html's static header frame in the commit that draws the first route, so nothing watches for it after. */
import { useLayoutEffect } from 'react';

export function BootFrameRemover() {
  useLayoutEffect(() => document.getElementById('boot-frame')?.remove(), []);
  return null;
}
