/** A service post's status as a chip with an icon and words (0 processing, 1 processed, 2 cancelled), never colour alone. */
import { useIntl } from 'react-intl';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import { SERVICE_POST_STATUS, SERVICE_POST_STATUSES, statusKey } from '@kontor/api/rules';
import { translateKey } from '../../components/Form/translate.js';
import { cx } from '../../styles/cx.js';
import * as css from './ServicePostList.css.js';

/** The status as words in the user's language (the number itself when unknown). */
export function useServicePostStatusText(): (status: number) => string {
  const intl = useIntl();
  return (status) => {
    const key = statusKey(SERVICE_POST_STATUSES, status);
    return key ? translateKey(intl, key) : intl.formatNumber(status);
  };
}

const ICONS = {
  [SERVICE_POST_STATUS.processing]: Clock,
  [SERVICE_POST_STATUS.processed]: CircleCheck,
  [SERVICE_POST_STATUS.cancelled]: CircleX,
} as Record<number, typeof Clock | undefined>;

export function ServicePostStatus({ status, className }: { status: number; className?: string }) {
  const text = useServicePostStatusText();
  const Icon = ICONS[status] ?? Clock;
  return (
    <span className={cx(css.status, className)} data-status={status}>
      <Icon aria-hidden className={css.statusIcon} />
      {text(status)}
    </span>
  );
}
