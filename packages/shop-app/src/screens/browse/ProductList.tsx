/** A grid of products with the cards' add action bound to the container cart (one packing unit each). */
import type { Product } from '@kontor/api/contract';
import { packingStep } from '@kontor/api/rules';
import { ProductGrid, type ProductGridProps } from '@kontor/ui/storefront/ProductGrid';
import { detailHref, type DetailKind } from './links.js';
import { useAddToCart } from './useAddToCart.js';

export interface ProductListProps extends Omit<ProductGridProps<Product>, 'hrefOf' | 'onAdd' | 'addingSkuId'> {
  kind?: DetailKind;
  /** Cards without an add action (the public share page). */
  withoutAdd?: boolean;
}

export function ProductList({ kind = 'detail', withoutAdd, ...grid }: ProductListProps) {
  const cart = useAddToCart();
  return (
    <ProductGrid
      {...grid}
      hrefOf={(product) => detailHref(product, kind)}
      {...(withoutAdd
        ? {}
        : { onAdd: (product: Product) => cart.add({ skuId: product.skuId, quantity: packingStep(product.packingUnit), cart: 'container' }) })}
      addingSkuId={cart.pending?.skuId ?? null}
    />
  );
}
