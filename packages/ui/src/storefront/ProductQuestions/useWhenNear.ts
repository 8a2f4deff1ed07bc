/** Runs `onNear` once when the element comes near the viewport: below-the-fold code loads as the reader heads for it. */
import { useEffect, useRef, type RefObject } from 'react';

/**
 * How far below (or above) the viewport an element may still be when its code starts loading: about a screenful of
 * scrolling ahead on a phone, and never what a desktop's first screen leaves below the fold.
 */
const NEAR = '200px 0px';

/** Without IntersectionObserver (old browsers, test DOMs) `onNear` runs at once when `eager` is set, else never. */
export function useWhenNear(ref: RefObject<Element | null>, onNear: () => void, { eager = false } = {}) {
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      if (eager) callback.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        callback.current();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, eager]);
}
