// A grid that gains cards or changes its add callback redraws only the cards whose data changed (issue 15: the shop's
// home page draws its lists a few cards a task; redrawing every card each step made the steps as long as one).
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import type { ProductCardData } from '../ProductCard/ProductCard.js';
import { ProductGrid } from './ProductGrid.js';

// The card counts its renders, by product.
const cardRenders = vi.hoisted(() => new Map<string | number, number>());
vi.mock('../ProductCard/ProductCard.js', async (importActual) => {
  const actual = await importActual<typeof import('../ProductCard/ProductCard.js')>();
  return {
    ...actual,
    ProductCard: (props: Parameters<typeof actual.ProductCard>[0]) => {
      cardRenders.set(props.product.skuId, (cardRenders.get(props.product.skuId) ?? 0) + 1);
      return actual.ProductCard(props);
    },
  };
});

const products: ProductCardData[] = ['Alba', 'Birka', 'Corfu', 'Delos'].map((name, index) => ({
  skuId: index + 1,
  artNo: `SV0${index + 1}-100`,
  name,
  unitPrice: 100 + index,
  stockCn: 10,
}));

function Grid({ shown, onAdd, adding = null }: { shown: number; onAdd: (product: ProductCardData) => void; adding?: number | null }) {
  return (
    <KontorTestProvider>
      <ProductGrid products={products.slice(0, shown)} status="content" hrefOf={(p) => `/detail?id=${p.skuId}`} onAdd={onAdd} addingSkuId={adding} />
    </KontorTestProvider>
  );
}

describe('ProductGrid', () => {
  it('draws only the new card when the list grows, and its cards call the latest add action', async () => {
    cardRenders.clear();
    const first = vi.fn();
    const { rerender } = render(<Grid shown={3} onAdd={first} />);
    const drawn = new Map(cardRenders);
    const latest = vi.fn();
    await act(async () => rerender(<Grid shown={4} onAdd={latest} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    for (const skuId of [1, 2, 3]) expect(cardRenders.get(skuId), `card ${skuId}`).toBe(drawn.get(skuId));
    expect(cardRenders.get(4)).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add to container cart: Birka' }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(products[1]);
  });

  it('redraws the card being added, not the others', async () => {
    cardRenders.clear();
    const onAdd = vi.fn();
    const { rerender } = render(<Grid shown={4} onAdd={onAdd} />);
    const drawn = new Map(cardRenders);
    await act(async () => rerender(<Grid shown={4} onAdd={onAdd} adding={2} />));
    expect(cardRenders.get(2)).toBeGreaterThan(drawn.get(2)!);
    for (const skuId of [1, 3, 4]) expect(cardRenders.get(skuId), `card ${skuId}`).toBe(drawn.get(skuId));
  });
});
