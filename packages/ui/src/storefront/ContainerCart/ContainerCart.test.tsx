// The cart draws its rows in one task and its summary (totals, gauge, order button) in the next (issue 15: both in
// one task were a long task on a phone as the cart opened); later changes draw at once.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { ContainerCart } from './ContainerCart.js';
import type { CartLineData } from './types.js';

const lines: CartLineData[] = [
  { id: 1, artNo: 'SV01-101', name: 'Alba lounge chair', quantity: 40, unitPrice: 120, volume: 0.5, weight: 12, packingUnit: 1 },
  { id: 2, artNo: 'SV02-101', name: 'Birka table', quantity: 10, unitPrice: 300, volume: 1.2, weight: 30, packingUnit: 1 },
];

function Cart({ quantity = 40 }: { quantity?: number }) {
  return (
    <KontorTestProvider>
      <ContainerCart lines={[{ ...lines[0]!, quantity }, lines[1]!]} onQuantityChange={() => {}} onRemove={() => {}} onOrder={() => {}} />
    </KontorTestProvider>
  );
}

describe('ContainerCart', () => {
  it("allows a line what the product page allows, the product's maximum, beyond the stock: nothing is cut down", () => {
    const line: CartLineData = { ...lines[0]!, quantity: 500, stock: 300, maxOrderQty: 1000 };
    render(
      <KontorTestProvider>
        <ContainerCart lines={[line, lines[1]!]} onQuantityChange={() => {}} onRemove={() => {}} />
      </KontorTestProvider>,
    );
    const quantity = screen.getAllByRole('textbox', { name: /Quantity/ })[0] as HTMLInputElement;
    expect(quantity.value).toBe('500');
    expect(screen.getAllByRole('button', { name: /Increase quantity/ })[0]!.hasAttribute('disabled')).toBe(false);
    expect(screen.getByText(/1,000|1000/)).toBeTruthy();
  });

  it('draws the rows first and the summary a task later, then keeps it', async () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<Cart />);
      expect(screen.getAllByRole('row', { name: /Alba|Birka/ })).toHaveLength(2);
      expect(screen.queryByRole('complementary', { name: 'Totals' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(0));
      const summary = screen.getByRole('complementary', { name: 'Totals' });
      expect(summary.textContent).toContain('Place order');
      rerender(<Cart quantity={80} />);
      expect(screen.getByRole('complementary', { name: 'Totals' })).toBe(summary);
    } finally {
      vi.useRealTimers();
    }
  });
});
