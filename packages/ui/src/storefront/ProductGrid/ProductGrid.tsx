/** ProductGrid: product cards in a responsive grid, with skeleton, empty and error states of the same shape. */
import { memo, useCallback, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import CircleAlert from 'lucide-react/icons/circle-alert';
import { Button } from '../../components/Button/Button.js';
import { EmptyState } from '../../components/EmptyState/EmptyState.js';
import { cx } from '../../styles/cx.js';
import { ProductCard, type ProductCardData } from '../ProductCard/ProductCard.js';
import { GridSkeleton } from './GridSkeleton.js';
import * as css from './ProductGrid.css.js';
import { messages } from './ProductGrid.messages.js';

export type ProductGridStatus = 'loading' | 'error' | 'content';

export interface ProductGridProps<P extends ProductCardData> {
  products: readonly P[] | undefined;
  status: ProductGridStatus;
  /** The detail page of a product. */
  hrefOf: (product: P) => string;
  /** The cards' one add action; cards have none when left out. */
  onAdd?: (product: P) => void;
  /** The product being added (its card shows a busy button). */
  addingSkuId?: string | number | null;
  onRetry?: () => void;
  /** What the empty state says and offers (e.g. popular search words). */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** The cards' heading level (2 when the grid sits straight under the page's h1). */
  headingLevel?: 2 | 3;
  /** How many skeleton cards stand in while loading. */
  skeletons?: number;
  /** The cards' prices and stock are still to come (a member's arrive after the page shows). */
  factsPending?: boolean;
  'aria-label'?: string;
  className?: string;
}

export function ProductGrid<P extends ProductCardData>({
  products,
  status,
  hrefOf,
  onAdd,
  addingSkuId,
  onRetry,
  emptyTitle,
  emptyDescription,
  emptyAction,
  skeletons = 8,
  headingLevel = 3,
  factsPending = false,
  className,
  ...rest
}: ProductGridProps<P>) {
  const intl = useIntl();
  // The cards read the latest add action through this ref, so a new callback each render redraws no card.
  const add = useRef(onAdd);
  useLayoutEffect(() => {
    add.current = onAdd;
  });
  if (status === 'loading') return <GridSkeleton count={skeletons} className={className} />;
  if (status === 'error') {
    return (
      <EmptyState
        className={className}
        icon={<CircleAlert className={css.errorIcon} aria-hidden />}
        title={<span role="alert">{intl.formatMessage(messages.error)}</span>}
        action={onRetry && <Button variant="secondary" onPress={onRetry}>{intl.formatMessage(messages.retry)}</Button>}
      />
    );
  }
  if (!products || products.length === 0) {
    return (
      <EmptyState
        className={className}
        title={emptyTitle ?? intl.formatMessage(messages.empty)}
        description={emptyDescription}
        action={emptyAction}
      />
    );
  }
  return (
    <ul className={cx(css.grid, className)} aria-label={rest['aria-label']}>
      {products.map((product) => (
        <li key={product.skuId} className={css.item}>
          <GridCard
            product={product}
            href={hrefOf(product)}
            add={onAdd ? (add as RefObject<(product: ProductCardData) => void>) : undefined}
            isAdding={addingSkuId === product.skuId}
            headingLevel={headingLevel}
            factsPending={factsPending}
          />
        </li>
      ))}
    </ul>
  );
}

interface GridCardProps {
  product: ProductCardData;
  href: string;
  add: RefObject<(product: ProductCardData) => void> | undefined;
  isAdding: boolean;
  headingLevel: 2 | 3;
  factsPending: boolean;
}

/**
 * A card that redraws only when what it shows changes (its product, link, busy state or language): a list that
 * grows a few cards a task (the shop's home page) or marks one card busy redraws that card, not all of them.
 */
const GridCard = memo(function GridCard({ product, href, add, isAdding, headingLevel, factsPending }: GridCardProps) {
  const onAdd = useCallback(() => add?.current(product), [add, product]);
  return <ProductCard product={product} href={href} {...(add ? { onAdd } : {})} isAdding={isAdding} headingLevel={headingLevel} factsPending={factsPending} />;
});
