/** BaseButton: a native <button> with react-aria Button's props, states and data attributes, without react-aria (see usePressable). */
import { useContext, type CSSProperties, type ReactNode, type Ref } from 'react';
import type { ButtonProps as AriaButtonProps, ButtonRenderProps } from 'react-aria-components/Button';
import { AriaPartsContext } from './ariaParts.js';
import { mergeContextProps } from './contextProps.js';
import { LightButtonContext } from './lightContext.js';
import { usePressable } from './usePressable.js';

export interface BaseButtonProps extends AriaButtonProps {
  ref?: Ref<HTMLButtonElement> | undefined;
}

type Loose = Record<string, unknown>;
type RenderValues = ButtonRenderProps & { defaultChildren: ReactNode; defaultClassName: string; defaultStyle: CSSProperties };

/**
 * `isPending` is drawn here, not announced through react-aria's document-wide live region (which names the button by
 * id and outlives it): a busy button stays focusable, ignores presses, cannot submit its form.
 */
export function BaseButton(props: BaseButtonProps) {
  const Full = useContext(AriaPartsContext)?.Button;
  const merged = mergeContextProps<BaseButtonProps>(useContext(LightButtonContext), props);
  if (Full) {
    const { isPending, onPress, type, ...rest } = merged;
    return (
      <Full
        {...rest}
        type={isPending && type === 'submit' ? 'button' : type}
        {...(isPending ? {} : { onPress })}
        aria-disabled={isPending ? true : rest['aria-disabled']}
        {...{ 'data-pending': isPending || undefined }}
      />
    );
  }
  // The ref travels under another name: Preact keeps `ref` away from a function component's props.
  const { ref, ...light } = merged;
  return <LightButton {...light} buttonRef={ref} />;
}

function LightButton(props: Omit<BaseButtonProps, 'ref'> & { isPressed?: boolean; buttonRef?: BaseButtonProps['ref'] }) {
  const {
    buttonRef, children, className, style, isDisabled = false, isPending = false, isPressed: heldOpen, type = 'button',
    excludeFromTabOrder, preventFocusOnPress, onPress, onPressStart, onPressEnd, onPressUp, onPressChange,
    onHoverStart, onHoverEnd, onHoverChange, onFocus, onBlur, onFocusChange, onKeyDown, onKeyUp, onClick, slot,
    ...dom
  } = props;
  const state = usePressable({
    isDisabled, isPending, preventFocusOnPress, onPress, onPressStart, onPressEnd, onPressUp, onPressChange,
    onHoverStart, onHoverEnd, onHoverChange, onFocus, onBlur, onFocusChange, onKeyDown, onKeyUp, onClick,
    activation: 'button',
  } as Parameters<typeof usePressable>[0]);
  const isPressed = (Boolean(heldOpen) || state.isPressed) && !isPending;
  const values = {
    isHovered: state.isHovered, isPressed, isFocused: state.isFocused, isFocusVisible: state.isFocusVisible, isDisabled, isPending,
    defaultChildren: undefined, defaultClassName: 'react-aria-Button', defaultStyle: {},
  } as RenderValues;
  const render = <T,>(given: T | ((v: RenderValues) => T) | undefined, fallback: T): T =>
    typeof given === 'function' ? (given as (v: RenderValues) => T)(values) : (given ?? fallback);
  return (
    <button
      {...(dom as Loose)}
      {...state.pressableProps}
      ref={buttonRef}
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled || undefined}
      tabIndex={excludeFromTabOrder && !isDisabled ? -1 : (dom as Loose).tabIndex as number | undefined}
      slot={slot || undefined}
      aria-disabled={isPending ? true : dom['aria-disabled']}
      className={render(className, 'react-aria-Button')}
      style={render(style, undefined)}
      data-disabled={isDisabled || undefined}
      data-pressed={isPressed || undefined}
      data-hovered={state.isHovered || undefined}
      data-focused={state.isFocused || undefined}
      data-pending={isPending || undefined}
      data-focus-visible={state.isFocusVisible || undefined}
    >
      {render(children as ReactNode | ((v: RenderValues) => ReactNode), null)}
    </button>
  );
}
