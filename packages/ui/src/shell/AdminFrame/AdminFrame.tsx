/** AdminFrame: the admin shell's frame: logo, top bar, sidebar and a main column whose content alone scrolls. */
import { forwardRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx.js';
import { Link } from '../../components/Link/Link.js';
import * as css from './AdminFrame.css.js';
import { messages } from './AdminFrame.messages.js';

export const MAIN_CONTENT_ID = 'kontor-main-content';

export interface AdminFrameProps {
  /** The brand in the top-left corner (shortened when collapsed). */
  logo: ReactNode;
  topBar: ReactNode;
  sidebar?: ReactNode;
  /** The sidebar at its narrow width (icons only). */
  collapsed?: boolean;
  /** The main column: usually TagTabs wrapping the page, or AdminContent when tabs are switched off. */
  children: ReactNode;
  className?: string;
}

export function AdminFrame({ logo, topBar, sidebar, collapsed, children, className }: AdminFrameProps) {
  const intl = useIntl();
  return (
    <div
      className={cx(css.frame, className)}
      data-collapsed={collapsed || undefined}
      data-no-sidebar={sidebar == null || undefined}
    >
      <a className={css.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {intl.formatMessage(messages.skip)}
      </a>
      <div className={css.logo}>{logo}</div>
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
