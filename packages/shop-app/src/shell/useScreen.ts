/** The screen size of spec section 9 (3 at >= 1200 px, 2 at >= 992, 1 at >= 768, else 0), following resizes. */
import { useSyncExternalStore } from 'react';
import { screenSize, type Screen } from '@kontor/api/rules';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useScreen(): Screen {
  return useSyncExternalStore(subscribe, () => screenSize(window.innerWidth), () => 3);
}
