/** Button: the kit's button (light: a native <button> without react-aria, see BaseButton) with variants; `isPending` shows a translated busy state. */
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx.js';
import { BaseButton, type BaseButtonProps } from './BaseButton.js';
import { base, variants } from './Button.css.js';
import { messages } from './Button.messages.js';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'danger', 'quiet'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export interface ButtonProps extends BaseButtonProps {
  variant?: ButtonVariant;
}

type RenderValues = Parameters<Extract<NonNullable<BaseButtonProps['className']>, (...args: never[]) => unknown>>[0];
type ChildValues = Parameters<Extract<NonNullable<BaseButtonProps['children']>, (...args: never[]) => unknown>>[0];

/** Pending, the button says it is busy in its own polite live region (no dangling document-wide announcement). */
export function Button({ variant = 'primary', className, children, isPending = false, ...props }: ButtonProps) {
  const intl = useIntl();
  const busy = isPending ? <span aria-live="polite">{intl.formatMessage(messages.pending)}</span> : null;
  return (
    <BaseButton
      {...props}
      isPending={isPending}
      data-variant={variant}
      className={
        typeof className === 'function'
          ? (values: RenderValues) => cx(base, variants[variant], className(values))
          : cx(base, variants[variant], className)
      }
    >
      {typeof children === 'function' ? (values: ChildValues) => busy ?? children(values) : (busy ?? children)}
    </BaseButton>
  );
}
