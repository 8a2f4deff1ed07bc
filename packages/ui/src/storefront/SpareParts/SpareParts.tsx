/** SpareParts: the spare parts of a product as a titled grid of cards (each leads to its parts detail page). */
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx.js';
import type { ProductCardData } from '../ProductCard/ProductCard.js';
import { ProductGrid, type ProductGridStatus } from '../ProductGrid/ProductGrid.js';
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

export function SpareParts<P extends ProductCardData>({ parts, status = 'content', className, ...grid }: SparePartsProps<P>) {
  const intl = useIntl();
  return (
    <section className={cx(css.root, className)} aria-labelledby="spare-parts-title">
      <h2 id="spare-parts-title" className={css.title}>{intl.formatMessage(messages.title)}</h2>
      <ProductGrid products={parts} status={status} emptyTitle={intl.formatMessage(messages.empty)} skeletons={4} {...grid} />
    </section>
  );
}
