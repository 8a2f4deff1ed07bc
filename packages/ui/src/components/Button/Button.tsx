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

export function Button({ variant = 'primary', className, children, ...props }: ButtonProps) {
  const intl = useIntl();
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (given) => [base, variants[variant], given].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { isPending }) =>
        isPending ? <span aria-live="polite">{intl.formatMessage(messages.pending)}</span> : content,
      )}
    </AriaButton>
  );
}
