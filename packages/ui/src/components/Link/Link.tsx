/** Link: a styled native link (client-side routing through KontorProvider's router); a new-tab link says so to screen readers. */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { handleLinkClick, useRouter } from 'react-aria/private/utils/openLink';
import type { LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../styles/VisuallyHidden.js';
import { cx } from '../../styles/cx.js';
import * as css from './Link.css.js';
import { messages } from './Link.messages.js';

export const LINK_VARIANTS = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** `inline` sits in running text (always underlined); `standalone` is a navigation link, underlined on hover. */
  variant?: LinkVariant | undefined;
  /** Called when the link is followed (the native click, under react-aria's prop name). */
  onPress?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** A disabled link has no address: it cannot be followed. */
  isDisabled?: boolean | undefined;
  routerOptions?: AriaLinkProps['routerOptions'];
  ref?: Ref<HTMLAnchorElement> | undefined;
}

/** A link's address and its click handler through the app's router (as react-aria's useLink), for links drawn by hand. */
export function useRoutedLink(href: string | undefined, routerOptions?: AriaLinkProps['routerOptions']) {
  const router = useRouter();
  return {
    href: router.useHref(href ?? ''),
    // A same-site link without modifier keys goes through the app's router; any other click is the browser's.
    follow: (event: MouseEvent<HTMLAnchorElement>) => handleLinkClick(event, router, href, routerOptions),
  };
}

export function Link({ variant = 'inline', className, children, href, isDisabled = false, onPress, onClick, routerOptions, ...props }: LinkProps) {
  const intl = useIntl();
  const routed = useRoutedLink(href, routerOptions);
  const opensNewTab = props.target === '_blank';
  const shared = {
    ...props,
    ...(opensNewTab ? { rel: props.rel ?? 'noopener noreferrer' } : {}),
    'data-variant': variant,
    className: cx(css.base, css.variants[variant], className),
  };
  const content = (
    <>
      {children}
      {opensNewTab && <VisuallyHidden>{intl.formatMessage(messages.opensNewTab)}</VisuallyHidden>}
    </>
  );
  // Without an address the link cannot be followed or focused; it still reads as a (dimmed) link.
  if (isDisabled) return <a {...shared} role="link" aria-disabled="true">{content}</a>;
  return (
    <a
      {...shared}
      href={routed.href}
      onClick={(event) => {
        onClick?.(event);
        onPress?.(event);
        routed.follow(event);
      }}
    >
      {content}
    </a>
  );
}
