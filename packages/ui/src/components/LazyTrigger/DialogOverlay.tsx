/** The lazy half of LazyDialogTrigger: react-aria's dialog-trigger contexts around the (lazy) dialog it opens. */
import type { ReactNode, RefObject } from 'react';
import { DialogContext, OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import { RootMenuTriggerStateContext } from 'react-aria-components/Menu';
import { PopoverContext } from 'react-aria-components/Popover';
import type { TriggerState } from './useTriggerState.js';

export interface DialogOverlayProps {
  state: TriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  overlayId: string;
  children: ReactNode;
}

/** Provides what react-aria-components' DialogTrigger provides: a Dialog, Modal or Popover inside opens with the state. */
export default function DialogOverlay({ state, triggerRef, triggerId, overlayId, children }: DialogOverlayProps) {
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <RootMenuTriggerStateContext.Provider value={state}>
        <DialogContext.Provider value={{ id: overlayId, 'aria-labelledby': triggerId }}>
          <PopoverContext.Provider
            value={{ trigger: 'DialogTrigger', triggerRef, id: overlayId, 'aria-labelledby': triggerId }}
          >
            {children}
          </PopoverContext.Provider>
        </DialogContext.Provider>
      </RootMenuTriggerStateContext.Provider>
    </OverlayTriggerStateContext.Provider>
  );
}
