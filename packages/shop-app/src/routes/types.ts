/** The shape every route area declares: path, layout, whether it needs a session, and its lazily loaded screen. */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** Which frame a route renders in (spec section 2): shop header + footer, parts header, admin shell, or none. */
export type RouteLayout = 'storefront' | 'parts' | 'admin' | 'bare';

export interface AppRoute {
  /** The router path, e.g. `/shopping` or `/myiframe/*`. */
  path: string;
  layout: RouteLayout;
  /** Opens without a session (spec section 2's public routes); protected when absent. */
  public?: boolean;
  /** The tag-tab label (else `pageTitle`, else the server menu's); a route with `tab: false` gets no tab. */
  title?: MessageDescriptor;
  /** The page's name in the document title when it differs from the tab label; else `title`. */
  pageTitle?: MessageDescriptor;
  tab?: boolean;
  /** The screen, loaded on first visit so a route pays only for what it shows. */
  screen: () => Promise<{ default: ComponentType }>;
}
