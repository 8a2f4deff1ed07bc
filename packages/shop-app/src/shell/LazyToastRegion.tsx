/** The app's toast region, mounted with the first toast: most visits never show one, so its code stays off the first load. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { toastQueue } from '@kontor/ui/Toast';

const ToastRegion = lazy(() => import('./ToastRegionChunk.js'));

const hasToasts = () => toastQueue.visibleToasts.length > 0;

export function LazyToastRegion() {
  const [shown, setShown] = useState(hasToasts);
  useEffect(() => {
    if (shown) return undefined;
    // A toast queued before this effect ran is caught by the first check; later ones by the subscription.
    const check = () => {
      if (hasToasts()) setShown(true);
    };
    check();
    return toastQueue.subscribe(check);
  }, [shown]);
  // Once shown it stays mounted, so the region keeps its landmark and its toasts' exit animations.
  return shown ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
