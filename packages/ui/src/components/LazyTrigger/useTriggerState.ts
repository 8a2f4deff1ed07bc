/** The open state of a light trigger: the same shape as react-stately's menu trigger state, without loading it. */
import { useCallback, useState, type ContextType } from 'react';
import type { RootMenuTriggerStateContext } from 'react-aria-components/Menu';

/** What react-aria-components' MenuTrigger and DialogTrigger put in their contexts (submenus use the key stack). */
export type TriggerState = NonNullable<ContextType<typeof RootMenuTriggerStateContext>>;
export type FocusStrategy = 'first' | 'last' | null;

export interface TriggerStateProps {
  /** Controlled open state. */
  isOpen?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((isOpen: boolean) => void) | undefined;
}

/**
 * A copy of `useMenuTriggerState` (react-stately) built on React alone: the trigger owns the state so it can show
 * `aria-expanded` and open on the first key press, while the code that renders the menu or dialog is still loading.
 */
export function useTriggerState({ isOpen: given, defaultOpen = false, onOpenChange }: TriggerStateProps): TriggerState {
  const [own, setOwn] = useState(defaultOpen);
  const [focusStrategy, setFocusStrategy] = useState<FocusStrategy>(null);
  const [expandedKeysStack, setExpandedKeysStack] = useState<TriggerState['expandedKeysStack']>([]);
  const [point, setPoint] = useState<TriggerState['point']>(null);
  const isOpen = given ?? own;
  const setOpen = useCallback(
    (value: boolean) => {
      if (given === undefined) setOwn(value);
      if (value !== isOpen) onOpenChange?.(value);
    },
    [given, isOpen, onOpenChange],
  );
  return {
    isOpen,
    setOpen,
    focusStrategy,
    open(strategy: FocusStrategy = null) {
      setFocusStrategy(strategy);
      setOpen(true);
    },
    toggle(strategy: FocusStrategy = null) {
      setFocusStrategy(strategy);
      setOpen(!isOpen);
    },
    close() {
      setExpandedKeysStack([]);
      setOpen(false);
    },
    point,
    setPoint,
    expandedKeysStack,
    openSubmenu(triggerKey, level) {
      setExpandedKeysStack((stack) => (level > stack.length ? stack : [...stack.slice(0, level), triggerKey]));
    },
    closeSubmenu(triggerKey, level) {
      setExpandedKeysStack((stack) => (stack[level] === triggerKey ? stack.slice(0, level) : stack));
    },
  };
}

/**
 * Whether the lazy part has been asked for: from the first opening on it stays mounted, so the closing transition
 * and focus return run; before that nothing renders and nothing loads.
 */
export function useOnceOpened(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
