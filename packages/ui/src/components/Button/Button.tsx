/** Button: the kit's button, a native <button> with variants; `isPending` shows a translated busy state. */
import { useEffect, type ButtonHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useObjectRef } from 'react-aria/useObjectRef';
import { cx } from '../../styles/cx.js';
import { base, variants } from './Button.css.js';
import { messages } from './Button.messages.js';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'danger', 'quiet'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  variant?: ButtonVariant | undefined;
  /** Called on activation (pointer, Enter, Space, a screen reader's click): the native click, under react-aria's prop name. */
  onPress?: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;
  isDisabled?: boolean | undefined;
  /** Busy: stays focusable (so focus is not lost), ignores presses and cannot submit its form. */
  isPending?: boolean | undefined;
  ref?: Ref<HTMLButtonElement> | undefined;
}

/** Pending, the button says it is busy in its own polite live region (no dangling document-wide announcement). */
export function Button({ variant = 'primary', className, children, isPending = false, isDisabled, onPress, onClick, type = 'button', autoFocus, ref, ...props }: ButtonProps) {
  const intl = useIntl();
  const own = useObjectRef(ref);
  // Focused once mounted, not by the DOM attribute: inside an opening dialog the attribute's focus comes before the
  // dialog's focus scope settles, which then focuses the dialog itself instead.
  useEffect(() => {
    if (autoFocus) own.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only, as the attribute does
  }, []);
  return (
    <button
      {...props}
      ref={own}
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled || undefined}
      aria-disabled={isPending ? true : props['aria-disabled']}
      data-variant={variant}
      data-pending={isPending || undefined}
      className={cx(base, variants[variant], className)}
      onClick={(event) => {
        if (isPending) return event.preventDefault();
        onClick?.(event);
        onPress?.(event);
      }}
    >
      {isPending ? <span aria-live="polite">{intl.formatMessage(messages.pending)}</span> : children}
    </button>
  );
}
