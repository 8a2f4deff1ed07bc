/** Full screen of the whole page, following the browser (Escape leaves it without us). */
import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

export function useFullscreen(): { isFullscreen: boolean; toggle: () => void } {
  const isFullscreen = useSyncExternalStore(subscribe, () => document.fullscreenElement != null, () => false);
  const toggle = useCallback(() => {
    // Refused requests (an iframe without permission, a browser setting) simply leave things as they are.
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  return { isFullscreen, toggle };
}
