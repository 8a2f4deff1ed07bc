/** A light control's swap to its full one: loaded once on intent, a press remembered, the focus handed over. */
import { useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * The light side: `load` on hover or focus, `open` on a press (the full control arrives open). `full` says whether the
 * light control held the focus when the full one arrived (`hasFocus`), so the full one can take it over.
 */
export function useLightTakeover<P>(loader: () => Promise<{ default: ComponentType<P> }>, hasFocus: () => boolean) {
  const state = useRef({ open: false, loading: false });
  const [full, setFull] = useState<{ Full: ComponentType<P>; open: boolean; focus: boolean } | null>(null);
  const load = () => {
    if (state.current.loading) return;
    state.current.loading = true;
    loader().then(
      (module) => setFull({ Full: module.default, open: state.current.open, focus: hasFocus() }),
      () => {
        state.current.loading = false;
      },
    );
  };
  const open = () => {
    state.current.open = true;
    load();
  };
  return { full, load, open };
}

/**
 * The full side: opened a frame after arrival, once its own control holds the focus, so closing gives the focus back
 * to it (not to the light control, which is gone).
 */
export function useOpenOnArrival(openOnArrival: boolean) {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!openOnArrival) return;
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [openOnArrival]);
  return [isOpen, setOpen] as const;
}
