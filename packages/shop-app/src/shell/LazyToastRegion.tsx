/** The app's toast region, mounted with the first toast: most visits never show one, so its code stays off the first load. */
import { useEffect, useState, type ComponentType } from 'react';
import { toastQueue } from '@kontor/ui/Toast';

const hasToasts = () => toastQueue.visibleToasts.length > 0;
/** How long to wait before loading the region again after its code could not be fetched. */
const RETRY_MS = 3000;

export function LazyToastRegion() {
  const [shown, setShown] = useState(hasToasts);
  const [Region, setRegion] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (shown) return undefined;
    // A toast queued before this effect ran is caught by the first check; later ones by the subscription.
    const check = () => {
      if (hasToasts()) setShown(true);
    };
    check();
    return toastQueue.subscribe(check);
  }, [shown]);
  // Loaded by hand rather than with React.lazy: the first toast is often "the connection was lost", when the chunk
  // cannot be fetched either; lazy would throw that into the page and take the open form (and what was typed)
  // down with it. Here a failed load is tried again until the connection is back.
  useEffect(() => {
    if (!shown || Region) return undefined;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      import('./ToastRegionChunk.js').then(
        (module) => alive && setRegion(() => module.default),
        () => {
          if (alive) timer = setTimeout(load, RETRY_MS);
        },
      );
    };
    load();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [shown, Region]);
  // Once shown it stays mounted, so the region keeps its landmark and its toasts' exit animations.
  return Region ? <Region /> : null;
}
