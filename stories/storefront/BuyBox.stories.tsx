import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TRADE_MODES } from '@kontor/api/rules';
import { BuyBox } from '@kontor/ui/storefront/BuyBox';
import { productOf, storySku } from '../../.storybook/mocks/browse-seed.js';

const inStock = productOf(storySku('inStock'), 2);
const withMaximum = productOf(storySku('withMaximum'), 2);
const soldOut = productOf(storySku('soldOut'), 2);

const meta = {
  title: 'Storefront/BuyBox',
  component: BuyBox,
  args: { product: inStock, onAddToContainer: fn(), onAddToPallet: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof BuyBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Discount price over the struck unit price, stock per warehouse, one packing unit ready to add. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€69.90')).toBeVisible();
    await expect(canvas.getByText('€73.90')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to container cart' }));
    await expect(args.onAddToContainer).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to pallet' }));
    await expect(args.onAddToPallet).toHaveBeenCalledWith(4);
  },
};

/** The add call's answer is awaited with the button busy but focused: a keyboard user goes on from where they were. */
function AddingBuyBox(props: ComponentProps<typeof BuyBox>) {
  const [pending, setPending] = useState<'container' | 'pallet' | null>(null);
  const adding = (kind: 'container' | 'pallet') => () => {
    setPending(kind);
    setTimeout(() => setPending(null), 300);
  };
  return <BuyBox {...props} pending={pending} onAddToContainer={adding('container')} onAddToPallet={adding('pallet')} />;
}

export const AddingKeepsFocus: Story = {
  render: (args) => <AddingBuyBox {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add to container cart' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'true'));
    await expect(add).toHaveFocus();
    await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
    await expect(add).toHaveFocus();
  },
};

/** The stepper moves in packing units of 4 and stops at the product's maximum of 136. */
export const StepperInPackingUnits: Story = {
  args: { product: withMaximum },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(canvas.getByText('In packing units of 4 pcs, at most 136 pcs')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('8');
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('136');
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to container cart' }));
    await expect(args.onAddToContainer).toHaveBeenLastCalledWith(136);
  },
};

/** An emptied quantity is refused at the field, and nothing is added; choosing one again clears the message. */
export const EmptyQuantityRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to container cart' }));
    await expect(canvas.getByText('Choose a quantity: at least 4 pcs.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to pallet' }));
    await expect(args.onAddToContainer).not.toHaveBeenCalled();
    await expect(args.onAddToPallet).not.toHaveBeenCalled();
    await userEvent.type(input, '8');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to container cart' }));
    await expect(args.onAddToContainer).toHaveBeenCalledWith(8);
    await expect(canvas.queryByText('Choose a quantity: at least 4 pcs.')).toBeNull();
  },
};

/** The same refusal in German, at the field. */
export const EmptyQuantityRefusedGerman: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Menge' }));
    await userEvent.click(canvas.getByRole('button', { name: 'In den Containerwarenkorb' }));
    await expect(canvas.getByText('Bitte eine Menge wählen: mindestens 4 Stk.')).toBeVisible();
    await expect(args.onAddToContainer).not.toHaveBeenCalled();
  },
};

/** Zero stock everywhere: 'Temporarily unavailable', the later date, and nothing can be added. */
export const ZeroStockCannotAdd: Story = {
  args: { product: soldOut },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Temporarily unavailable' });
    await expect(add).toBeDisabled();
    await expect(canvas.getByText('More available from 25 Jan 2027')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await userEvent.click(add);
    await expect(args.onAddToContainer).not.toHaveBeenCalled();
  },
};

/** A FOB customer (toolbar trade mode) has no pallet cart, so no pallet offer. */
export const FobWithoutPallet: Story = {
  globals: { tradeMode: 'FOB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add to container cart' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Add to pallet' })).toBeNull();
  },
};

export const PriceOnRequest: Story = {
  args: { product: { ...inStock, unitPrice: null, discountPrice: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Price on request')).toBeVisible();
  },
};

/**
 * A member's prices and stock still to come (the page drawn before the session is read): placeholders of their size,
 * never a wrong "price on request" or "unavailable", and nothing can be added yet.
 */
export const FactsPending: Story = {
  args: { product: { ...inStock, unitPrice: null, discountPrice: null, stockCn: null, stockDe: null, stockProduction: null }, factsPending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Price on request')).toBeNull();
    await expect(canvas.queryByText('Temporarily unavailable')).toBeNull();
    await expect(canvas.getAllByText('Loading…').length).toBeGreaterThanOrEqual(4);
    const add = canvas.getByRole('button', { name: 'Add to container cart' });
    await expect(add).toBeDisabled();
    await userEvent.click(add);
    await expect(args.onAddToContainer).not.toHaveBeenCalled();
  },
};

/** The panel is as tall before its prices arrive as after, with a discount or without: nothing under it moves. */
export const SameHeightWhenFactsArrive: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <div data-testid="pending"><BuyBox {...args} factsPending product={{ ...inStock, unitPrice: null, discountPrice: null }} /></div>
      <div data-testid="discount"><BuyBox {...args} product={inStock} /></div>
      <div data-testid="plain"><BuyBox {...args} product={{ ...inStock, discountPrice: null }} /></div>
    </div>
  ),
  // Three panels side by side for the comparison, each the page's one "Buy" region where it is used.
  parameters: { a11y: { options: { rules: { 'landmark-unique': { enabled: false } } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['pending', 'discount', 'plain'].map((id) => Math.round(canvas.getByTestId(id).getBoundingClientRect().height));
    await expect(heights).toEqual([heights[1], heights[1], heights[1]]);
  },
};

/**
 * A member's trade mode still to come: no pallet is offered or refused before it is known (FOB buyers have none), a
 * stand-in of the pallet action's size holds its place, so a DDP buyer's button arrives without moving anything.
 */
export const TradeModePending: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <div data-testid="pending"><BuyBox {...args} factsPending tradeModePending /></div>
      <div data-testid="ddp"><BuyBox {...args} tradeMode={TRADE_MODES.DDP} /></div>
    </div>
  ),
  parameters: { a11y: { options: { rules: { 'landmark-unique': { enabled: false } } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = within(canvas.getByTestId('pending'));
    await expect(pending.queryByRole('button', { name: 'Add to pallet' })).toBeNull();
    const standIn = canvas.getByTestId('pending').querySelector('[data-skeleton-sized]')!;
    await expect(standIn).toHaveAttribute('aria-busy', 'true');
    const pallet = within(canvas.getByTestId('ddp')).getByRole('button', { name: 'Add to pallet' });
    const box = (element: Element, panel: string) => {
      const rect = element.getBoundingClientRect();
      const top = canvas.getByTestId(panel).getBoundingClientRect().top;
      return [Math.round(rect.left), Math.round(rect.top - top), Math.round(rect.width), Math.round(rect.height)];
    };
    await expect(box(standIn, 'pending')).toEqual(box(pallet, 'ddp'));
  },
};
