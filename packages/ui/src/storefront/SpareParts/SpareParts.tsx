/**
 * SpareParts: the spare parts of a product as a titled grid of cards (each leads to its parts detail page). The
 * section sits below the fold: the grid's code (cards, their images and actions) loads as the reader heads for it,
 * skeleton cards of the grid's shape holding its place meanwhile; a product without parts says so at once.
 */
import { useRef, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../components/EmptyState/EmptyState.js';
import { cx } from '../../styles/cx.js';
import type { ProductCardData } from '../ProductCard/ProductCard.js';
import { GridSkeleton } from '../ProductGrid/GridSkeleton.js';
import type { ProductGridProps, ProductGridStatus } from '../ProductGrid/ProductGrid.js';
import { useWhenNear } from '../ProductQuestions/useWhenNear.js';
import * as css from './SpareParts.css.js';
import { messages } from './SpareParts.messages.js';

export interface SparePartsProps<P extends ProductCardData> {
  parts: readonly P[] | undefined;
  status?: ProductGridStatus;
  hrefOf: (part: P) => string;
  onAdd?: (part: P) => void;
  addingSkuId?: string | number | null;
  onRetry?: () => void;
  className?: string;
}

const SKELETONS = 4;
const loadGrid = () => import('../ProductGrid/ProductGrid.js');

export function SpareParts<P extends ProductCardData>({ parts, status = 'content', className, ...grid }: SparePartsProps<P>) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  const [Grid, setGrid] = useState<ComponentType<ProductGridProps<P>> | null>(null);
  const loading = useRef(false);
  useWhenNear(
    ref,
    () => {
      if (loading.current) return;
      loading.current = true;
      loadGrid().then(
        (module) => setGrid(() => module.ProductGrid as ComponentType<ProductGridProps<P>>),
        () => {
          loading.current = false;
        },
      );
    },
    { eager: true },
  );
  return (
    <section ref={ref} className={cx(css.root, className)} aria-labelledby="spare-parts-title">
      <h2 id="spare-parts-title" className={css.title}>{intl.formatMessage(messages.title)}</h2>
      {status === 'content' && (!parts || parts.length === 0) ? (
        // No cards to show: the grid's empty state, without waiting for the grid's code.
        <EmptyState title={intl.formatMessage(messages.empty)} />
      ) : Grid ? (
        <Grid products={parts} status={status} emptyTitle={intl.formatMessage(messages.empty)} skeletons={SKELETONS} {...grid} />
      ) : (
        <GridSkeleton count={SKELETONS} />
      )}
    </section>
  );
}
