/** Loads a light trigger's two halves (react-aria's overlay and the caller's menu or dialog) once, without Suspense. */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useId } from 'react-aria/useId';
import { useOnceOpened, useTriggerState, type TriggerStateProps } from './useTriggerState.js';

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * The modules are awaited, then rendered as plain components: nothing suspends inside the popover's portal, so the
 * menu mounts once, whole, and gets its focus on the same render that shows it. `load` runs on intent; an opening without intent (a controlled
 * `isOpen`) loads too. A failed load closes the trigger again; the next opening tries again.
 */
export function useLazyParts<O, P>(loadOverlay: Loader<O>, loadPart: Loader<P>, isOpen: boolean, close: () => void) {
  const [parts, setParts] = useState<{ Overlay: ComponentType<O>; Part: ComponentType<P> } | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  const load = () => {
    loading.current ??= Promise.all([loadOverlay(), loadPart()]).then(
      ([overlay, part]) => setParts({ Overlay: overlay.default, Part: part.default }),
      () => {
        loading.current = null;
        closeRef.current();
      },
    );
  };
  useEffect(() => {
    if (isOpen) load();
  });
  return { parts, load };
}

/** What both light triggers share: the open state, the ids tying trigger and overlay, and the loaded halves once opened. */
export function useLazyTrigger<O, P>(loadOverlay: Loader<O>, loadPart: Loader<P>, stateProps: TriggerStateProps) {
  const state = useTriggerState(stateProps);
  const mounted = useOnceOpened(state.isOpen);
  const { parts, load } = useLazyParts(loadOverlay, loadPart, state.isOpen, state.close);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const overlayId = useId();
  return { state, parts: mounted ? parts : null, warm: load, triggerRef, triggerId, overlayId };
}
