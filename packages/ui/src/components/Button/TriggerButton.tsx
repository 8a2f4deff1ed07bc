/**
 * TriggerButton: react-aria's Button in the kit Button's look, for the button that opens a react-aria overlay
 * (DialogTrigger, MenuTrigger, TooltipTrigger, FileTrigger, a Dialog's or Toast's close slot): those reach their
 * trigger through react-aria's PressResponder and slots, which only react-aria's Button reads.
 */
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx.js';
import type { ButtonVariant } from './Button.js';
import { base, variants } from './Button.css.js';
import { messages } from './Button.messages.js';

export interface TriggerButtonProps extends AriaButtonProps {
  variant?: ButtonVariant | undefined;
}

/** Pending, it says so in its own polite live region, as the kit Button does (not react-aria's document-wide one). */
export function TriggerButton({ variant = 'primary', className, children, isPending = false, onPress, type, ...props }: TriggerButtonProps) {
  const intl = useIntl();
  return (
    <AriaButton
      {...props}
      type={isPending && type === 'submit' ? 'button' : type}
      {...(isPending ? {} : { onPress })}
      aria-disabled={isPending ? true : props['aria-disabled']}
      data-variant={variant}
      data-pending={isPending || undefined}
      className={composeRenderProps(className, (given) => cx(base, variants[variant], given))}
    >
      {composeRenderProps(children, (content) => (isPending ? <span aria-live="polite">{intl.formatMessage(messages.pending)}</span> : content))}
    </AriaButton>
  );
}
