/** Pagination: pages of a MyBatis-Plus list (current, size, total) with previous/next and translated labels. */
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.js';
import { gap, icon, list, nav, pageButton, total as totalStyle } from './Pagination.css.js';
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
  /** Called with the page the user asked for. */
  onChange: (current: number) => void;
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
          <Button
            variant="quiet"
            className={pageButton}
            aria-label={intl.formatMessage(messages.previous)}
            isDisabled={at <= 1}
            onPress={() => onChange(at - 1)}
          >
            <ChevronLeft className={icon} aria-hidden />
          </Button>
        </li>
        {pageSlots(at, pages, siblings).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <Button
                variant={slot === at ? 'primary' : 'quiet'}
                className={pageButton}
                aria-label={intl.formatMessage(messages.page, { page: slot })}
                aria-current={slot === at ? 'page' : undefined}
                onPress={() => slot !== at && onChange(slot)}
              >
                {intl.formatNumber(slot)}
              </Button>
            </li>
          ) : (
            <li key={slot} className={gap} aria-hidden="true">
              <Ellipsis className={icon} />
            </li>
          ),
        )}
        <li>
          <Button
            variant="quiet"
            className={pageButton}
            aria-label={intl.formatMessage(messages.next)}
            isDisabled={at >= pages}
            onPress={() => onChange(at + 1)}
          >
            <ChevronRight className={icon} aria-hidden />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
