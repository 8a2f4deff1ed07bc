import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { checkQuickOrder, readQuantity, type CartKind, type QuickOrderRow } from '@kontor/api/rules';
import { OrderLinesEditor, type OrderLineData } from '@kontor/ui/storefront/OrderLinesEditor';
import { cartLineOf, seedCartLines } from '../../.storybook/mocks/cart-seed.js';
import { quickOrderProductOf, quickOrderSeed } from '../../.storybook/mocks/quickorder.handlers.js';

const seed = quickOrderSeed();
const catalogue = [seed.single, seed.boxed, seed.limited, seed.soldOut];

/** Bound as the shop binds it: the lines are the caller's draft, and an add runs the quick order's check. */
function LiveEditor({ initial, kind }: { initial: OrderLineData[]; kind: CartKind }) {
  const [lines, setLines] = useState(initial);
  const change = useCallback((id: OrderLineData['id'], quantity: number) => {
    setLines((all) => all.map((line) => (line.id === id ? { ...line, quantity } : line)));
  }, []);
  const remove = useCallback((ids: OrderLineData['id'][]) => setLines((all) => all.filter((line) => !ids.includes(line.id))), []);
  const add = async (artNo: string, quantity: number): Promise<QuickOrderRow> => {
    const typed = { line: 1, raw: artNo, sku: artNo, quantityText: String(quantity), quantity: readQuantity(String(quantity)) };
    const held = new Map(lines.map((line) => [String(line.skuId), line.quantity]));
    const [row] = checkQuickOrder([typed], catalogue.map(quickOrderProductOf), held);
    const sku = catalogue.find((candidate) => candidate.id === row!.product?.skuId);
    if (row!.status === 'valid' && sku) {
      setLines((all) =>
        all.some((line) => line.skuId === sku.id)
          ? all.map((line) => (line.skuId === sku.id ? { ...line, quantity: line.quantity + quantity } : line))
          : [...all, cartLineOf(sku, quantity, sku.id * 1000)],
      );
    }
    return row!;
  };
  return <OrderLinesEditor kind={kind} lines={lines} onQuantityChange={change} onRemove={remove} onAdd={add} />;
}

const meta = {
  title: 'Storefront/OrderLinesEditor',
  component: LiveEditor,
  args: { initial: seedCartLines(3, 4), kind: 'container' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A container order's goods: the cart's rows and steppers, the totals and the load gauge. */
export const ContainerOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Goods', level: 2 })).toBeVisible();
    await expect(canvas.getAllByTestId('cart-line')).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: 'Container load' })).toBeVisible();
    const [line] = seedCartLines(3, 4);
    const stepper = canvas.getByRole('textbox', { name: `Quantity of ${line!.name}` });
    // The stepper moves by whole cartons, as in the cart.
    await userEvent.click(canvas.getAllByRole('button', { name: /Increase quantity/ })[0]!);
    await expect(stepper).toHaveValue(String(line!.packingUnit * 5));
  },
};

/** A line removed at once (nothing is lost until the order is saved); the last line never. */
export const RemoveLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = seedCartLines(3, 4);
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${lines[0]!.name}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove selected (1)' }));
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all lines' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove selected (2)' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The last item cannot be deleted. An order keeps at least one line');
    await expect(canvas.getAllByTestId('cart-line')).toHaveLength(2);
  },
};

/** Products by art. no., checked as the quick order checks them: refusals at their field, what was typed kept. */
export const AddByArtNo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const artNo = canvas.getByRole('textbox', { name: 'Art. no.' });
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    const add = canvas.getByRole('button', { name: 'Add to the order' });

    await userEvent.click(add);
    await expect(canvas.getByText('Enter an art. no.')).toBeVisible();
    await expect(canvas.getByText('Please select a quantity')).toBeVisible();

    await userEvent.type(artNo, 'NO-SUCH-1');
    await userEvent.type(quantity, '2');
    await userEvent.click(add);
    await expect(await canvas.findByText('No product has this SKU')).toBeVisible();
    await expect(artNo).toHaveValue('NO-SUCH-1');

    await userEvent.clear(artNo);
    await userEvent.type(artNo, seed.boxed.artNo);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(seed.boxed.packingUnit + 1));
    await userEvent.click(add);
    await expect(await canvas.findByText(new RegExp(`^Sold in cartons of ${seed.boxed.packingUnit}`))).toBeVisible();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(seed.boxed.packingUnit));
    await userEvent.click(add);
    await expect(await canvas.findByRole('status')).toHaveTextContent(`Added ${seed.boxed.packingUnit} × ${seed.boxed.names[1]}.`);
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(4));
    await expect(artNo).toHaveValue('');
  },
};

/** A pallet order: the same lines and totals, no container gauge. */
export const PalletOrder: Story = {
  args: { kind: 'pallet', initial: seedCartLines(2).map((line) => ({ ...line, cartType: 2 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('cart-line')).toHaveLength(2);
    await expect(canvas.queryByRole('group', { name: 'Container load' })).toBeNull();
  },
};
