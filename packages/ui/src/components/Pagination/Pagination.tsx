/** Pagination: pages of a MyBatis-Plus list (current, size, total) with previous/next and translated labels. */
import { useIntl } from 'react-intl';
import { PageControl } from './PageControl.js';
import { gap, icon, list, nav, total as totalStyle } from './Pagination.css.js';
import { messages } from './Pagination.messages.js';
import { pageCount, pageSlots } from './pages.js';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Ellipsis from 'lucide-react/icons/ellipsis';

export interface PaginationProps {
  /** The page shown, from 1 (MyBatis-Plus `current`). */
  current: number;
  /** Records per page (`size`). */
  size: number;
  /** All records (`total`). */
  total: number;
  /** Called with the page the user asked for (a button's press; links are followed instead). */
  onChange: (current: number) => void;
  /**
   * Each page's address, where pages have one (`?page=2`): the controls are then real links, which crawlers and visitors
   * without JavaScript follow too, and a followed page arrives as a new page (heading focused, scrolled to the top).
   */
  hrefOf?: ((page: number) => string) | undefined;
  /** Pages kept on each side of the current one before a gap. */
  siblings?: number;
  /** Shows 'N records in total' in front of the pages. */
  showTotal?: boolean;
  'aria-label'?: string;
  className?: string;
}

export function Pagination({
  current,
  size,
  total,
  onChange,
  hrefOf,
  siblings = 1,
  showTotal = true,
  className,
  ...rest
}: PaginationProps) {
  const intl = useIntl();
  const pages = pageCount(total, size);
  const at = Math.min(Math.max(current, 1), pages);
  return (
    <nav
      aria-label={rest['aria-label'] ?? intl.formatMessage(messages.label)}
      className={[nav, className].filter(Boolean).join(' ')}
    >
      {showTotal && (
        <span className={totalStyle}>{intl.formatMessage(messages.total, { total })}</span>
      )}
      <ul className={list}>
        <li>
          <PageControl page={at - 1} variant="quiet" aria-label={intl.formatMessage(messages.previous)} isDisabled={at <= 1} hrefOf={hrefOf} onChange={onChange}>
            <ChevronLeft className={icon} aria-hidden />
          </PageControl>
        </li>
        {pageSlots(at, pages, siblings).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <PageControl
                page={slot}
                variant={slot === at ? 'primary' : 'quiet'}
                aria-label={intl.formatMessage(messages.page, { page: slot })}
                isCurrent={slot === at}
                hrefOf={hrefOf}
                onChange={onChange}
              >
                {intl.formatNumber(slot)}
              </PageControl>
            </li>
          ) : (
            <li key={slot} className={gap} aria-hidden="true">
              <Ellipsis className={icon} />
            </li>
          ),
        )}
        <li>
          <PageControl page={at + 1} variant="quiet" aria-label={intl.formatMessage(messages.next)} isDisabled={at >= pages} hrefOf={hrefOf} onChange={onChange}>
            <ChevronRight className={icon} aria-hidden />
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
