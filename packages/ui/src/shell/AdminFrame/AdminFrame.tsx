/** AdminFrame: the admin shell's frame: logo, top bar, sidebar and a main column whose content alone scrolls. */
import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../styles/cx.js';
import { Link } from '../../components/Link/Link.js';
import * as css from './AdminFrame.css.js';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink/SkipLink.js';

export { MAIN_CONTENT_ID };

/**
 * `'by-width'`: folded below 992 px and open above, as spec section 9 folds it by default, decided by the stylesheet:
 * for a frame drawn before the screen's width is known (on the server), so it arrives at the width it will keep.
 */
export type Collapsed = boolean | 'by-width';

export interface AdminFrameProps {
  /** The brand in the top-left corner. */
  logo: ReactNode;
  /** The brand when collapsed (default: `logo`). */
  shortLogo?: ReactNode;
  topBar: ReactNode;
  sidebar?: ReactNode;
  /** The sidebar at its narrow width (icons only). */
  collapsed?: Collapsed;
  /** The main column: usually TagTabs wrapping the page, or AdminContent when tabs are switched off. */
  children: ReactNode;
  className?: string;
}

function Logo({ logo, shortLogo = logo, collapsed }: Pick<AdminFrameProps, 'logo' | 'shortLogo' | 'collapsed'>) {
  if (collapsed !== 'by-width') return collapsed ? shortLogo : logo;
  return (
    <>
      <span className={css.wideOnly}>{logo}</span>
      <span className={css.narrowOnly}>{shortLogo}</span>
    </>
  );
}

export function AdminFrame({ logo, shortLogo, topBar, sidebar, collapsed, children, className }: AdminFrameProps) {
  return (
    <div
      className={cx(css.frame, className)}
      data-collapsed={collapsed === true || undefined}
      data-collapsed-by-width={collapsed === 'by-width' || undefined}
      data-no-sidebar={sidebar == null || undefined}
    >
      <SkipLink />
      <div className={css.logo}>
        <Logo logo={logo} shortLogo={shortLogo} collapsed={collapsed} />
      </div>
      <header className={css.top}>{topBar}</header>
      {sidebar != null && <div className={css.side}>{sidebar}</div>}
      <div className={css.main}>{children}</div>
    </div>
  );
}

/**
 * The scrolling page area (the skip link's target); the screen inside brings its own `main` (Page). A page kept
 * alive behind another tab is not the skip link's target (`isCurrent` false), so the id stays unique.
 */
export const AdminContent = forwardRef<HTMLDivElement, { children: ReactNode; className?: string; isCurrent?: boolean }>(
  function AdminContent({ children, className, isCurrent = true }, ref) {
    return (
      <div ref={ref} id={isCurrent ? MAIN_CONTENT_ID : undefined} tabIndex={isCurrent ? -1 : undefined} className={cx(css.content, className)}>
        {children}
      </div>
    );
  },
);

export interface EmbeddedPageProps {
  /** An http(s) address; the caller has checked it (only http(s) ever reaches an iframe). */
  src: string;
  /** The page's name, for the frame's title. */
  title: string;
  /** The translated "open in a new window" link text. */
  openLabel: string;
}

/** An external page filling the content area, sandboxed, with a link to open it on its own. */
export function EmbeddedPage({ src, title, openLabel }: EmbeddedPageProps) {
  return (
    <div className={css.embedded}>
      <Link href={src} target="_blank" variant="standalone">
        {openLabel}
      </Link>
      <iframe
        className={css.iframe}
        src={src}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
