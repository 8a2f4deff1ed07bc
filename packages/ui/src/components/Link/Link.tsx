/** Link: a react-aria Link (client-side routing through KontorProvider's router); a new-tab link says so to screen readers. */
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx.js';
import * as css from './Link.css.js';
import { messages } from './Link.messages.js';

export const LINK_VARIANTS = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

export interface LinkProps extends AriaLinkProps {
  /** `inline` sits in running text (always underlined); `standalone` is a navigation link, underlined on hover. */
  variant?: LinkVariant;
}

export function Link({ variant = 'inline', className, children, ...props }: LinkProps) {
  const intl = useIntl();
  const opensNewTab = props.target === '_blank';
  return (
    <AriaLink
      {...props}
      {...(opensNewTab ? { rel: props.rel ?? 'noopener noreferrer' } : {})}
      data-variant={variant}
      className={composeRenderProps(className, (given) =>
        cx(css.base, css.variants[variant], given),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {opensNewTab && (
            <VisuallyHidden>{intl.formatMessage(messages.opensNewTab)}</VisuallyHidden>
          )}
        </>
      ))}
    </AriaLink>
  );
}
