/** The lazy half of LazyMenuTrigger: react-aria's menu contexts and the themed popover, anchored to the light trigger. */
import { Suspense, useRef, type ReactNode, type RefObject } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import { MenuContext, RootMenuTriggerStateContext } from 'react-aria-components/Menu';
import { PopoverContext } from 'react-aria-components/Popover';
import * as css from '../Menu/Menu.css.js';
import { Popover, type PopoverProps } from '../Popover/Popover.js';
import type { TriggerState } from './useTriggerState.js';

export interface MenuOverlayProps {
  state: TriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  menuId: string;
  placement: PopoverProps['placement'];
  children: ReactNode;
}

/** Provides what react-aria-components' MenuTrigger provides, so the Menu inside behaves exactly as under it. */
export default function MenuOverlay({ state, triggerRef, triggerId, menuId, placement, children }: MenuOverlayProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <MenuContext.Provider
      value={{ id: menuId, 'aria-labelledby': triggerId, autoFocus: state.focusStrategy ?? true, onClose: state.close, ref: scrollRef }}
    >
      <OverlayTriggerStateContext.Provider value={state}>
        <RootMenuTriggerStateContext.Provider value={state}>
          <PopoverContext.Provider
            value={{ trigger: 'MenuTrigger', triggerRef, scrollRef, placement: 'bottom start', 'aria-labelledby': triggerId }}
          >
            <Popover placement={placement} className={css.popover}>
              {/* A menu module that suspends does so inside the open popover, not above it: the popover (its focus
                  scope, and the page it hides from assistive technology) is never hidden or mounted twice. */}
              <Suspense fallback={null}>{children}</Suspense>
            </Popover>
          </PopoverContext.Provider>
        </RootMenuTriggerStateContext.Provider>
      </OverlayTriggerStateContext.Provider>
    </MenuContext.Provider>
  );
}
