/** Link: a native link (light, without react-aria's usePress; client-side routing through KontorProvider's router); a new-tab link says so to screen readers. */
import { useContext, type CSSProperties, type ReactNode, type Ref } from 'react';
import type { LinkProps as AriaLinkProps, LinkRenderProps } from 'react-aria-components/Link';
import { VisuallyHidden } from '../../styles/VisuallyHidden.js';
import { handleLinkClick, useRouter } from 'react-aria/private/utils/openLink';
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx.js';
import { AriaPartsContext } from '../Button/ariaParts.js';
import { usePressable } from '../Button/usePressable.js';
import * as css from './Link.css.js';
import { messages } from './Link.messages.js';

export const LINK_VARIANTS = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

export interface LinkProps extends AriaLinkProps {
  /** `inline` sits in running text (always underlined); `standalone` is a navigation link, underlined on hover. */
  variant?: LinkVariant;
  ref?: Ref<HTMLAnchorElement> | undefined;
}

type Values = LinkRenderProps & { defaultChildren: ReactNode; defaultClassName: string | undefined; defaultStyle: CSSProperties };

export function Link({ variant = 'inline', className, children, ...props }: LinkProps) {
  const intl = useIntl();
  const opensNewTab = props.target === '_blank';
  return (
    <BaseLink
      {...props}
      {...(opensNewTab ? { rel: props.rel ?? 'noopener noreferrer' } : {})}
      data-variant={variant}
      className={(values) => cx(css.base, css.variants[variant], typeof className === 'function' ? className(values) : className)}
    >
      {(values) => (
        <>
          {typeof children === 'function' ? children(values) : children}
          {opensNewTab && <VisuallyHidden>{intl.formatMessage(messages.opensNewTab)}</VisuallyHidden>}
        </>
      )}
    </BaseLink>
  );
}

export type BaseLinkProps = Omit<LinkProps, 'variant'>;

/** A drop-in for react-aria-components' Link without its styles or react-aria (react-aria's own inside WithAriaButtons). */
export function BaseLink(props: BaseLinkProps) {
  const Full = useContext(AriaPartsContext)?.Link;
  if (Full) return <Full {...props} />;
  // The ref travels under another name: Preact keeps `ref` away from a function component's props.
  const { ref, ...light } = props;
  return <LightLink {...light} linkRef={ref} />;
}

/**
 * react-aria Link's DOM: an <a> with an href, else a focusable span with role link; the same data attributes.
 * It does not read react-aria's LinkContext (importing it loads react-aria's Link and usePress): inside react-aria
 * parents that pass link props (Breadcrumbs, menus) use react-aria's Link, or wrap in WithAriaButtons.
 */
function LightLink(props: Omit<BaseLinkProps, 'ref'> & { linkRef?: BaseLinkProps['ref'] }) {
  const {
    linkRef, children, className, style, isDisabled = false, href, routerOptions, onPress, onPressStart, onPressEnd, onPressUp, onPressChange,
    onHoverStart, onHoverEnd, onHoverChange, onFocus, onBlur, onFocusChange, onKeyDown, onKeyUp, onClick, slot, ...dom
  } = props;
  const router = useRouter();
  const routedHref = router.useHref(href ?? '');
  const isAnchor = Boolean(href) && !isDisabled;
  const state = usePressable({
    isDisabled, onPress, onPressStart, onPressEnd, onPressUp, onPressChange, onHoverStart, onHoverEnd, onHoverChange,
    onFocus, onBlur, onFocusChange, onKeyDown, onKeyUp, activation: isAnchor ? 'link' : 'none',
    onClick(event) {
      onClick?.(event as never);
      // As react-aria's useLink: a same-site link without modifier keys goes through the app's router.
      handleLinkClick(event as never, router, href, routerOptions);
    },
  } as Parameters<typeof usePressable>[0]);
  const values = {
    isCurrent: Boolean(dom['aria-current']), isDisabled, isPressed: state.isPressed, isHovered: state.isHovered,
    isFocused: state.isFocused, isFocusVisible: state.isFocusVisible, defaultChildren: undefined, defaultClassName: 'react-aria-Link', defaultStyle: {},
  } as Values;
  const render = <T,>(value: T | ((v: Values) => T) | undefined): T | undefined =>
    typeof value === 'function' ? (value as (v: Values) => T)(values) : value;
  const Element = isAnchor ? 'a' : 'span';
  return (
    <Element
      {...(dom as Record<string, unknown>)}
      {...state.pressableProps}
      ref={linkRef as Ref<HTMLAnchorElement & HTMLSpanElement>}
      {...(isAnchor ? { href: routedHref } : { role: 'link', tabIndex: isDisabled ? undefined : 0 })}
      slot={slot || undefined}
      aria-disabled={isDisabled || undefined}
      className={render(className)}
      style={render(style)}
      data-focused={state.isFocused || undefined}
      data-hovered={state.isHovered || undefined}
      data-pressed={state.isPressed || undefined}
      data-focus-visible={state.isFocusVisible || undefined}
      data-current={values.isCurrent || undefined}
      data-disabled={isDisabled || undefined}
    >
      {render(children as ReactNode | ((v: Values) => ReactNode))}
    </Element>
  );
}
