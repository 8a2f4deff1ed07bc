/** SkipLink: the first Tab stop of a page, seen when focused, leading past the header and menus to the content. */
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx.js';
import * as css from './SkipLink.css.js';
import { messages } from './SkipLink.messages.js';

/** The id of the content a skip link leads to: one per page. */
export const MAIN_CONTENT_ID = 'kontor-main-content';

export interface SkipLinkProps {
  /** The id of the element to go to (default: `MAIN_CONTENT_ID`, a `SkipTarget`'s). */
  target?: string;
  className?: string;
}

export function SkipLink({ target = MAIN_CONTENT_ID, className }: SkipLinkProps) {
  const intl = useIntl();
  // The focus goes to the content without a `#…` in the address (a router would take it for a navigation); without
  // JavaScript the link is a plain fragment link and does the same.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const content = document.getElementById(target);
    if (!content) return;
    event.preventDefault();
    content.focus({ preventScroll: true });
    content.scrollIntoView({ block: 'start' });
  };
  return (
    <a className={cx(css.link, className)} href={`#${target}`} onClick={skip}>
      {intl.formatMessage(messages.skip)}
    </a>
  );
}

export interface SkipTargetProps {
  children: ReactNode;
  id?: string;
  className?: string;
  style?: CSSProperties;
}

/** What a skip link leads to: the page's content, focusable by the link only (not a Tab stop of its own). */
export function SkipTarget({ children, id = MAIN_CONTENT_ID, className, style }: SkipTargetProps) {
  return (
    <div id={id} tabIndex={-1} className={cx(css.target, className)} style={style}>
      {children}
    </div>
  );
}
