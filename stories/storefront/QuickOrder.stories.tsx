import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkQuickOrder, type CartKind, type QuickOrderLine, type QuickOrderRow } from '@kontor/api/rules';
import { QuickOrder } from '@kontor/ui/storefront/QuickOrder';
import { quickOrderProductOf, quickOrderSeed } from '../../.storybook/mocks/quickorder.handlers.js';

const seed = quickOrderSeed();
const products = Object.values(seed).map(quickOrderProductOf);
const { single, boxed, limited, soldOut } = seed;

/** Lines with one of every problem the check tells apart, and two valid ones (one SKU twice: merged). */
const MIXED = [
  `${single.artNo}\t2`,
  'NO-SUCH-SKU 5',
  `${soldOut.artNo};1`,
  `${limited.artNo},${limited.maxOrderQty! + limited.packingUnit}`,
  `${boxed.artNo} ${boxed.packingUnit + 1}`,
  `${single.artNo} abc`,
  `${single.artNo.toLowerCase()} 3`,
].join('\n');

/** The part as a page binds it: the check runs against the seed products, the add is the story's spy. */
function LiveQuickOrder({ initialText, targets, onAdd, palletHolds = [] }: {
  initialText?: string;
  targets: CartKind[];
  onAdd: (rows: QuickOrderRow[], target: CartKind) => Promise<unknown>;
  /** SKU ids and quantities already in the pallet cart (the container cart is empty). */
  palletHolds?: [string, number][];
}) {
  const [rows, setRows] = useState<QuickOrderRow[]>();
  return (
    <QuickOrder
      targets={targets}
      rows={rows}
      {...(initialText ? { initialText } : {})}
      onCheck={(lines: QuickOrderLine[], target?: CartKind) =>
        setRows(checkQuickOrder(lines, products, new Map(target === 'pallet' ? palletHolds : [])))
      }
      onAdd={onAdd}
    />
  );
}

const meta = {
  title: 'Storefront/QuickOrder',
  component: LiveQuickOrder,
  args: { targets: ['container', 'pallet'], initialText: MIXED, onAdd: fn(async () => true) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveQuickOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, line: number) =>
  canvas.getAllByRole('row').find((row: HTMLElement) => within(row).queryAllByRole('cell')[0]?.textContent === String(line))!;

export const RowsWithMixedErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check lines' }));
    await expect(canvas.getByText('1 of 7 lines can be added')).toBeVisible();
    await expect(rowOf(canvas, 1)).toHaveTextContent('Ready to add');
    await expect(rowOf(canvas, 1)).toHaveTextContent('with line 7');
    await expect(rowOf(canvas, 2)).toHaveTextContent('No product has this SKU');
    await expect(rowOf(canvas, 3)).toHaveTextContent('Temporarily unavailable');
    await expect(rowOf(canvas, 4)).toHaveTextContent(`More than the maximum of ${limited.maxOrderQty} for this product`);
    await expect(rowOf(canvas, 5)).toHaveTextContent(`Sold in cartons of ${boxed.packingUnit}: order ${boxed.packingUnit} or ${boxed.packingUnit * 2}`);
    await expect(rowOf(canvas, 6)).toHaveTextContent('“abc” is not an accepted quantity: use a whole number from 1 to 100,000');
    await expect(rowOf(canvas, 7)).toHaveTextContent('Same SKU: counted in line 1');
  },
};

export const NothingLostAfterPartialFailure: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'SKU and quantity, one line each' });
    // Keyboard: Ctrl+Enter in the box checks the lines.
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(canvas.getByText('1 of 7 lines can be added')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pallet cart' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add 1 line to the Pallet cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith([expect.objectContaining({ sku: single.artNo, quantity: 5 })], 'pallet');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 line was added to the Pallet cart. The lines that need fixing are still in the box.');
    // The failed lines stay, as typed; the added SKU (and its merged line) left the box.
    const left = (box as HTMLTextAreaElement).value.split('\n');
    await expect(left).toEqual(MIXED.split('\n').slice(1, 6));
    await expect(canvas.getByText('0 of 5 lines can be added')).toBeVisible();
    // Fixing one line and checking again makes it addable.
    await userEvent.clear(box);
    await userEvent.type(box, `${boxed.artNo} ${boxed.packingUnit * 2}`);
    await expect(canvas.getByText('The lines have changed: check them again before adding.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check lines' }));
    await expect(canvas.getByText('1 of 1 line can be added')).toBeVisible();
  },
};

export const AddRefusedKeepsEverything: Story = {
  args: { onAdd: fn(async () => Promise.reject(new Error('refused'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check lines' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add 1 line to the Container cart' }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalled());
    await expect(canvas.getByRole('textbox', { name: 'SKU and quantity, one line each' })).toHaveValue(MIXED);
    await expect(canvas.getByText('1 of 7 lines can be added')).toBeVisible();
  },
};

export const CsvUpload: Story = {
  args: { initialText: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const csv = `Name;SKU;QTY\nChair;${single.artNo};4\nUnknown;NOPE-1;2\n`;
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([csv], 'order.csv', { type: 'text/csv' }));
    await waitFor(() => expect(canvas.getByText('1 of 2 lines can be added')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'SKU and quantity, one line each' })).toHaveValue(`${single.artNo}\t4\nNOPE-1\t2`);
    await expect(rowOf(canvas, 2)).toHaveTextContent('No product has this SKU');
  },
};

export const CsvWithoutColumns: Story = {
  args: { initialText: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['only one column\nanother'], 'list.csv', { type: 'text/csv' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file has no SKU and QTY columns');
    await expect(canvas.queryByTestId('quick-order-rows')).toBeNull();
  },
};

export const FobWithoutPallet: Story = {
  args: { targets: ['container'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check lines' }));
    await expect(canvas.queryByRole('radio', { name: 'Pallet cart' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add 1 line to the Container cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.any(Array), 'container');
  },
};

export const EmptyBox: Story = {
  args: { initialText: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check lines' }));
    await expect(canvas.getByText('Paste or type at least one line.')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const CountsWhatTheCartHolds: Story = {
  args: { initialText: `${limited.artNo} ${limited.packingUnit}`, palletHolds: [[String(limited.id), limited.maxOrderQty!]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check lines' }));
    await expect(canvas.getByText('1 of 1 line can be added')).toBeVisible();
    // The pallet cart already holds the maximum: choosing it checks the line again against what it holds.
    await userEvent.click(canvas.getByRole('radio', { name: 'Pallet cart' }));
    await expect(canvas.getByText('0 of 1 line can be added')).toBeVisible();
    await expect(rowOf(canvas, 1)).toHaveTextContent(`the cart already holds ${limited.maxOrderQty}`);
    await expect(canvas.getByRole('button', { name: 'Add 0 lines to the Pallet cart' })).toBeDisabled();
  },
};
