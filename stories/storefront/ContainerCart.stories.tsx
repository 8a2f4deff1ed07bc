import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContainerCart, type CartLineData, type CartLineId } from '@kontor/ui/storefront/ContainerCart';
import { seedCartLines } from '../../.storybook/mocks/cart-seed.js';

/** The cart as the shop binds it: quantities and removals change the lines the cart is given. */
function LiveCart({ initial, kind, onRemove }: { initial: CartLineData[]; kind?: 'container' | 'pallet'; onRemove: (ids: CartLineId[]) => unknown }) {
  const [lines, setLines] = useState(initial);
  const change = useCallback((id: CartLineId, quantity: number) => {
    setLines((all) => all.map((line) => (line.id === id ? { ...line, quantity } : line)));
  }, []);
  return (
    <ContainerCart
      lines={lines}
      kind={kind ?? 'container'}
      onQuantityChange={change}
      onRemove={async (ids) => {
        await onRemove(ids);
        setLines((all) => all.filter((line) => !ids.includes(line.id)));
      }}
      onOrder={fn()}
    />
  );
}

const meta = {
  title: 'Storefront/ContainerCart',
  component: LiveCart,
  args: { initial: seedCartLines(3), onRemove: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your cart is empty.')).toBeVisible();
  },
};

export const OneLine: Story = {
  args: { initial: seedCartLines(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [line] = seedCartLines(1);
    const stepper = canvas.getByRole('textbox', { name: `Quantity of ${line!.name}` });
    await expect(stepper).toHaveValue(String(line!.packingUnit));
    // The stepper moves by whole cartons and the totals follow.
    await userEvent.click(canvas.getByRole('button', { name: /Increase quantity/ }));
    await expect(stepper).toHaveValue(String(line!.packingUnit * 2));
    await expect(canvas.getByTestId('cart-totals')).toHaveTextContent(`Pieces${line!.packingUnit * 2}`);
  },
};

export const LastLineDeleteRefused: Story = {
  args: { initial: seedCartLines(1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all lines' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove selected (1)' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The last item cannot be deleted.');
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(canvas.getAllByTestId('cart-line')).toHaveLength(1);
  },
};

export const BatchRemoveWithConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lines = seedCartLines(3);
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${lines[0]!.name}` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${lines[1]!.name}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove selected (2)' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Remove 2 lines from the cart?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(1));
    await expect(args.onRemove).toHaveBeenCalledWith([lines[0]!.id, lines[1]!.id]);
  },
};

export const HundredLines: Story = {
  args: { initial: seedCartLines(100) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first screen of lines renders at once, the rest a batch per task.
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(100), { timeout: 5000 });
    const gauge = canvas.getByTestId('gauge-40H');
    const before = within(gauge).getByRole('meter', { name: /Volume/ }).getAttribute('aria-valuetext');
    // A quantity change reaches the gauge at once (the bench measures it against one frame).
    const [first] = canvas.getAllByRole('button', { name: /Increase quantity/ });
    await userEvent.click(first!);
    await expect(within(gauge).getByRole('meter', { name: /Volume/ }).getAttribute('aria-valuetext')).not.toBe(before);
  },
};

export const OverTheCap: Story = {
  args: { initial: seedCartLines(40, 12) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The total volume cannot exceed 65 m³');
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeDisabled();
  },
};

export const FillUp: Story = {
  args: { initial: seedCartLines(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Fill up' })[0]!);
    await expect(await canvas.findByText(/^Add \d+ of .+ to fill the 20'$/)).toBeVisible();
    // Filled up to the limit that fills first: full by m³, or by cartons (or weight) with the m³ still free said beside it.
    await expect(canvas.getByTestId('gauge-20')).toHaveTextContent(/The 20' is full\.|it is 100% full/);
  },
};

export const PalletCart: Story = {
  args: { kind: 'pallet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Pallet cart' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Container load' })).toBeNull();
  },
};
