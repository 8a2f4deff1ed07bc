/** Button: a react-aria Button with Kontor's variants; `isPending` shows a translated busy state. */
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { useIntl } from 'react-intl';
import { base, variants } from './Button.css.js';
import { messages } from './Button.messages.js';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'danger', 'quiet'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant;
}

/**
 * The busy state is drawn here, not by react-aria's `isPending`: react-aria announces it through a document-wide
 * live region that names the button by id and outlives it, so a form that removes its button while busy leaves a
 * dangling reference (axe flags it on the next screen). Pending, the button stays focusable, ignores presses,
 * cannot submit its form, and says it is busy in its own polite live region.
 */
export function Button({ variant = 'primary', className, children, isPending = false, onPress, type, ...props }: ButtonProps) {
  const intl = useIntl();
  return (
    <AriaButton
      {...props}
      type={isPending && type === 'submit' ? 'button' : type}
      {...(isPending ? {} : { onPress })}
      aria-disabled={isPending ? true : props['aria-disabled']}
      data-pending={isPending || undefined}
      data-variant={variant}
      className={composeRenderProps(className, (given) => [base, variants[variant], given].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) =>
        isPending ? <span aria-live="polite">{intl.formatMessage(messages.pending)}</span> : content,
      )}
    </AriaButton>
  );
}
