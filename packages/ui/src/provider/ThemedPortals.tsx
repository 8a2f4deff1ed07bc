/** Where a themed subtree's overlays (dialogs, popovers, menus, tooltips, toasts) portal to, so they keep its theme and language. */
import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { applyThemeTo } from '../theme/apply.js';
import type { ThemeName } from '../theme/themes.js';

/** Marks the element the overlays of a themed subtree or container render into. */
export const PORTALS_ATTRIBUTE = 'data-kontor-portals';

export interface ThemedPortalsProps {
  /** Container mode: the themed container (possibly inside a shadow root); the overlays' host goes inside it. */
  container?: HTMLElement | null;
  /** Without a container: the theme, colour and language tag the overlays' host at the end of `<body>` carries. */
  theme: ThemeName;
  primaryColor?: string | null;
  lang: string;
  children: ReactNode;
}

/**
 * Radix Themes wraps each portal in its own `Theme`; here all overlays of one themed subtree share one host
 * (react-aria's portal provider points them there): inside the container in container mode, where the theme is
 * inherited and a shadow root's stylesheet applies; else at the end of `<body>`, carrying the subtree's theme,
 * colour and language itself, so a dialog opened in a `vip` subtree of a `hey` page is `vip`.
 * `display: contents` keeps the host out of layout; custom properties still inherit through it.
 */
export function ThemedPortals({
  container,
  theme,
  primaryColor,
  lang,
  children,
}: ThemedPortalsProps) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (host && !container) applyThemeTo(host, theme, primaryColor);
  }, [host, container, theme, primaryColor]);
  // Until the host is mounted (the first render) overlays go straight into the container or the body.
  const getContainer = useCallback(() => host ?? container ?? document.body, [host, container]);
  const target = container ?? (typeof document === 'undefined' ? null : document.body);
  return (
    <UNSAFE_PortalProvider getContainer={getContainer}>
      {children}
      {target &&
        createPortal(
          <div
            ref={setHost}
            {...{ [PORTALS_ATTRIBUTE]: '' }}
            lang={container ? undefined : lang}
            style={{ display: 'contents' }}
          />,
          target,
        )}
    </UNSAFE_PortalProvider>
  );
}
