/**
 * usePressable: react-aria's press, hover and focus-ring behaviour for one native button or link, in a few handlers.
 *
 * Why: react-aria's usePress/useHover/useFocusRing/useButton/useLink cost about 10 kB gzip on every route's first
 * load, for buttons and links whose browser already does the hard part (a native <button> or <a> activates on
 * Enter/Space, submits its form, is skipped when disabled). This keeps the contract the kit's styles and callers
 * rely on: `onPress*` with react-aria's PressEvent shape (pointerType keyboard/mouse/touch/virtual), `onHover*`
 * for mouse and pen only, the focus ring for keyboard focus only, and press state for `data-pressed`.
 */
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { isFocusVisible, onModalityChange } from './focusVisible.js';

export type PressEvent = Parameters<NonNullable<AriaButtonProps['onPress']>>[0];
type PointerKind = PressEvent['pointerType'];
type HoverEvent = Parameters<NonNullable<AriaButtonProps['onHoverStart']>>[0];
type AriaKeyboardEvent = Parameters<NonNullable<AriaButtonProps['onKeyDown']>>[0];

export interface PressableOptions
  extends Pick<
    AriaButtonProps,
    'onPress' | 'onPressStart' | 'onPressEnd' | 'onPressUp' | 'onPressChange' | 'onHoverStart' | 'onHoverEnd' | 'onHoverChange' | 'onFocusChange' | 'preventFocusOnPress'
  > {
  isDisabled?: boolean | undefined;
  /** Busy: focus and hover stay (tooltips keep working), presses do nothing. */
  isPending?: boolean | undefined;
  onFocus?: ((event: FocusEvent<HTMLElement>) => void) | undefined;
  onBlur?: ((event: FocusEvent<HTMLElement>) => void) | undefined;
  onKeyDown?: ((event: AriaKeyboardEvent) => void) | undefined;
  onKeyUp?: ((event: AriaKeyboardEvent) => void) | undefined;
  onClick?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  /** Keys that activate the element natively (a button: Enter and Space; a link: Enter; anything else: none, so Enter is done here). */
  activation: 'button' | 'link' | 'none';
}

const pressEvent = (type: PressEvent['type'], pointerType: PointerKind, target: Element, e: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean; key?: string }): PressEvent => ({
  type,
  pointerType,
  target,
  shiftKey: e.shiftKey,
  ctrlKey: e.ctrlKey,
  metaKey: e.metaKey,
  altKey: e.altKey,
  x: 0,
  y: 0,
  ...(e.key ? { key: e.key } : {}),
  // Our handlers never stop propagation, so there is nothing to continue.
  continuePropagation() {},
});

/** react-aria hands keyboard handlers an event with `continuePropagation`; ours propagate anyway. */
const ariaKey = (event: KeyboardEvent<HTMLElement>) => Object.assign(event, { continuePropagation() {} }) as unknown as AriaKeyboardEvent;

export function usePressable(options: PressableOptions) {
  const { isDisabled = false, isPending = false, activation } = options;
  const latest = useRef(options);
  // Handlers read the newest props (set after each render, before any event can reach them).
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [isPressed, setPressed] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  // What started the press under way (and so names the click that ends it).
  const press = useRef<{ pointerType: PointerKind; pointerId?: number } | null>(null);
  const keyClick = useRef(false);
  const stopListening = useRef<(() => void) | null>(null);
  useEffect(() => () => stopListening.current?.(), []);
  // A control focused by pointer shows its ring once the user turns to the keyboard.
  useEffect(() => (isFocused ? onModalityChange(() => setFocusVisible(isFocusVisible())) : undefined), [isFocused]);

  const inert = isDisabled || isPending;
  const start = (pointerType: PointerKind, target: Element, e: Parameters<typeof pressEvent>[3]) => {
    press.current = { pointerType };
    setPressed(true);
    latest.current.onPressStart?.(pressEvent('pressstart', pointerType, target, e));
    latest.current.onPressChange?.(true);
  };
  const end = (target: Element, e: Parameters<typeof pressEvent>[3], over: boolean) => {
    const current = press.current;
    if (!current) return;
    setPressed(false);
    latest.current.onPressEnd?.(pressEvent('pressend', current.pointerType, target, e));
    latest.current.onPressChange?.(false);
    if (over) latest.current.onPressUp?.(pressEvent('pressup', current.pointerType, target, e));
    // The click that follows a pointer release reads its pointer type; otherwise the press is over.
    if (!over || current.pointerType === 'keyboard') press.current = null;
  };

  const hover = (isStart: boolean, event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'touch') return;
    if (isStart && (isDisabled || isPending)) return;
    setHovered(isStart);
    const hoverEvent = { type: isStart ? 'hoverstart' : 'hoverend', pointerType: event.pointerType as HoverEvent['pointerType'], target: event.currentTarget } as HoverEvent;
    (isStart ? latest.current.onHoverStart : latest.current.onHoverEnd)?.(hoverEvent);
    latest.current.onHoverChange?.(isStart);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || inert) return;
      const target = event.currentTarget;
      // Safari does not focus buttons on click; react-aria focuses them itself, unless told not to (menu triggers).
      if (!latest.current.preventFocusOnPress && document.activeElement !== target) target.focus({ preventScroll: true });
      start(event.pointerType as PointerKind, target, event);
      press.current = { pointerType: event.pointerType as PointerKind, pointerId: event.pointerId };
      const up = (e: globalThis.PointerEvent) => {
        if (e.pointerId !== event.pointerId) return;
        stopListening.current?.();
        end(target, e, e.type === 'pointerup' && e.target instanceof Node && target.contains(e.target));
      };
      document.addEventListener('pointerup', up, true);
      document.addEventListener('pointercancel', up, true);
      stopListening.current = () => {
        document.removeEventListener('pointerup', up, true);
        document.removeEventListener('pointercancel', up, true);
        stopListening.current = null;
      };
    },
    onMouseDown(event: MouseEvent<HTMLElement>) {
      // Focus is given in pointerdown (or kept away): stop the browser moving it again.
      if (!inert && event.button === 0) event.preventDefault();
    },
    onPointerEnter: (event: PointerEvent<HTMLElement>) => hover(true, event),
    onPointerLeave: (event: PointerEvent<HTMLElement>) => hover(false, event),
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      latest.current.onKeyDown?.(ariaKey(event));
      const activates = event.key === 'Enter' || (event.key === ' ' && activation === 'button');
      if (!activates || inert || event.target !== event.currentTarget) return;
      // A held key repeats; a press happens once.
      if (event.repeat) return event.preventDefault();
      keyClick.current = true;
      if (!press.current) start('keyboard', event.currentTarget, event);
      // An element that is not a button or link activates on Enter here, as react-aria's usePress does.
      if (activation === 'none' && event.key === 'Enter' && !event.defaultPrevented) {
        event.preventDefault();
        end(event.currentTarget, event, true);
        fire(event.currentTarget, event);
      }
    },
    onKeyUp(event: KeyboardEvent<HTMLElement>) {
      latest.current.onKeyUp?.(ariaKey(event));
      if ((event.key === 'Enter' || event.key === ' ') && press.current?.pointerType === 'keyboard') end(event.currentTarget, event, true);
      // Space clicks right after this keyup; a key whose click was prevented must not mark the next pointer click.
      setTimeout(() => (keyClick.current = false));
    },
    onClick(event: MouseEvent<HTMLElement>) {
      if (inert) {
        // A busy or disabled link must not navigate; a busy button must not submit.
        event.preventDefault();
        return;
      }
      latest.current.onClick?.(event);
      fire(event.currentTarget, event);
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      latest.current.onFocus?.(event);
      if (event.target !== event.currentTarget) return;
      setFocused(true);
      setFocusVisible(isFocusVisible());
      latest.current.onFocusChange?.(true);
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      latest.current.onBlur?.(event);
      if (event.target !== event.currentTarget) return;
      setFocused(false);
      setFocusVisible(false);
      latest.current.onFocusChange?.(false);
      if (press.current?.pointerType === 'keyboard') end(event.currentTarget, { shiftKey: false, ctrlKey: false, metaKey: false, altKey: false }, false);
    },
  };

  /** One activation, one onPress: from the click the browser sends for a pointer, Enter or Space, or a screen reader. */
  function fire(target: Element, e: Parameters<typeof pressEvent>[3] & { detail?: number }) {
    let pointerType: PointerKind;
    if (keyClick.current) pointerType = 'keyboard';
    else if (press.current) pointerType = press.current.pointerType;
    else {
      // A click with no press before it (a screen reader, element.click()): the whole press at once, as react-aria does.
      pointerType = e.detail === 0 ? 'virtual' : 'mouse';
      start(pointerType, target, e);
      end(target, e, true);
    }
    keyClick.current = false;
    if (pointerType !== 'keyboard') press.current = null;
    latest.current.onPress?.(pressEvent('press', pointerType, target, e));
  }

  return {
    pressableProps: handlers,
    isPressed: isPressed && !inert,
    isHovered: isHovered && !inert,
    isFocused,
    isFocusVisible: isFocused && focusVisible,
  };
}
