/** LazyMenuTrigger: a menu trigger whose menu, popover and their react-aria code load on first use, not with the page. */
import { cloneElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { ButtonProps } from 'react-aria-components/Button';
import { mergeProps } from 'react-aria/mergeProps';
import type { PopoverProps } from '../Popover/Popover.js';
import { useLazyTrigger, type Loader } from './useLazyParts.js';
import type { FocusStrategy, TriggerStateProps } from './useTriggerState.js';

const loadOverlay = () => import('./MenuOverlay.js');

type PressEvent = Parameters<NonNullable<ButtonProps['onPressStart']>>[0];
type KeyEvent = Parameters<NonNullable<ButtonProps['onKeyDown']>>[0];

/** The keys that open a menu from its trigger, and where focus lands (react-aria's useMenuTrigger, trigger="press"). */
const OPEN_KEYS: Record<string, FocusStrategy> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };

export interface LazyMenuTriggerProps<P> extends TriggerStateProps {
  /** Loads the module whose default export renders the `Menu` (`() => import('./AccountMenu.js')`). */
  load: Loader<P>;
  /** Two children: the trigger (a TriggerButton, IconButton or react-aria Button), then a function rendering the loaded menu component. */
  children: [ReactElement<ButtonProps>, (Menu: ComponentType<P>) => ReactNode];
  placement?: PopoverProps['placement'];
  isDisabled?: boolean;
}

/**
 * Works like MenuTrigger (same ARIA, keys and focus return) but costs only this file on the first load: the trigger
 * (react-aria's Button: a TriggerButton or IconButton) is given its props here; the menu and react-aria's Menu, Popover
 * and overlay code load when the pointer or focus reaches the trigger, and render once loaded.
 */
export function LazyMenuTrigger<P>({ load, children, placement = 'bottom start', isDisabled, ...stateProps }: LazyMenuTriggerProps<P>) {
  const [trigger, renderMenu] = children;
  const { state, parts, warm, triggerRef, triggerId, overlayId: menuId } = useLazyTrigger(loadOverlay, load, stateProps);
  // Pointer and touch move focus to the trigger first, so the menu's focus scope gives it back on close.
  const focusTrigger = (event: PressEvent) => (event.target as HTMLElement).focus({ preventScroll: true });
  const triggerProps: ButtonProps & { ref: typeof triggerRef } = {
    ref: triggerRef,
    id: triggerId,
    isDisabled,
    'aria-haspopup': true,
    'aria-expanded': state.isOpen,
    'aria-controls': state.isOpen ? menuId : undefined,
    preventFocusOnPress: true,
    onHoverStart: warm,
    onFocus: warm,
    // As native menus do: open on mouse down, touch up; a screen reader's virtual click focuses the first item.
    onPressStart(event) {
      if (event.pointerType === 'touch' || event.pointerType === 'keyboard' || isDisabled) return;
      warm();
      focusTrigger(event);
      state.open(event.pointerType === 'virtual' ? 'first' : null);
    },
    onPress(event) {
      if (event.pointerType !== 'touch' || isDisabled) return;
      warm();
      focusTrigger(event);
      state.toggle();
    },
    onKeyDown(event: KeyEvent) {
      const strategy = OPEN_KEYS[event.key];
      const plain = !event.ctrlKey && !event.metaKey && !event.shiftKey;
      if (strategy === undefined || !plain || event.repeat || event.isDefaultPrevented() || isDisabled) {
        event.continuePropagation();
        return;
      }
      event.preventDefault();
      warm();
      state.toggle(strategy);
    },
  };
  const { Overlay, Part } = parts ?? {};
  return (
    <>
      {cloneElement(trigger, { ...mergeProps(trigger.props, triggerProps), ref: triggerRef } as ButtonProps)}
      {Overlay && Part && (
        <Overlay state={state} triggerRef={triggerRef} triggerId={triggerId} menuId={menuId} placement={placement}>
          {renderMenu(Part)}
        </Overlay>
      )}
    </>
  );
}
