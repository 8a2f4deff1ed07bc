/** ProductGrid's loading state on its own: skeleton cards in the grid's shape, for a grid whose code comes later. */
import { useIntl } from 'react-intl';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { cx } from '../../styles/cx.js';
import * as css from './ProductGrid.css.js';
import { messages } from './ProductGrid.messages.js';

export function GridSkeleton({ count, className }: { count: number; className?: string | undefined }) {
  const intl = useIntl();
  return (
    <div className={cx(css.grid, className)} aria-busy="true" aria-label={intl.formatMessage(messages.loading)} role="group">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={css.skeletonCard}>
          <Skeleton shape="rect" className={css.skeletonImage} />
          <Skeleton lines={3} />
        </div>
      ))}
    </div>
  );
}
