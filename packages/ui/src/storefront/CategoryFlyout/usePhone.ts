/** Whether the viewport is a phone's (below the spec's 768 px): the flyout drills down there instead of opening sideways. */
import { useSyncExternalStore } from 'react';
import { PHONE_MEDIA } from '../../styles/layout.js';

const query = () => (typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(PHONE_MEDIA));

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
}
