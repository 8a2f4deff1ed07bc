import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  useSortedRows,
  type SortDescriptor,
} from '@kontor/ui/Table';

interface OrderRow {
  id: string;
  orderNo: string;
  cabinet: string;
  volume: number;
  status: string;
}

const ORDERS: OrderRow[] = [
  { id: 'o1', orderNo: 'SO-2024-1002', cabinet: "40'", volume: 51.6, status: 'Shipped' },
  { id: 'o2', orderNo: 'SO-2024-1001', cabinet: "20'", volume: 24.8, status: 'Completed' },
  { id: 'o3', orderNo: 'SO-2024-1003', cabinet: "40'H", volume: 59.2, status: 'Confirmed' },
];

interface OrdersTableProps {
  rows: OrderRow[];
  selectionMode?: 'none' | 'single' | 'multiple';
  onSelectionChange?: (keys: unknown) => void;
}

function OrdersTable({ rows, selectionMode = 'multiple', onSelectionChange }: OrdersTableProps) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'orderNo', direction: 'ascending' });
  const sorted = useSortedRows(rows, sort);
  return (
    <Table
      aria-label="My orders"
      selectionMode={selectionMode}
      sortDescriptor={sort}
      onSortChange={setSort}
      onSelectionChange={onSelectionChange}
    >
      <TableHeader>
        <Column id="orderNo" isRowHeader allowsSorting>
          Order no.
        </Column>
        <Column id="cabinet">Cabinet</Column>
        <Column id="volume" allowsSorting>
          Volume (m³)
        </Column>
        <Column id="status">Status</Column>
      </TableHeader>
      <TableBody items={sorted}>
        {(order) => (
          <Row id={order.id}>
            <Cell>{order.orderNo}</Cell>
            <Cell>{order.cabinet}</Cell>
            <Cell>{order.volume}</Cell>
            <Cell>{order.status}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Primitives/Table',
  component: OrdersTable,
  args: { rows: ORDERS, onSelectionChange: fn() },
} satisfies Meta<typeof OrdersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const orderNumbers = (root: HTMLElement) =>
  within(root)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Pointer: Story = {
  play: async ({ canvasElement, args }) => {
    const volume = within(canvasElement).getByRole('columnheader', { name: 'Volume (m³)' });
    await userEvent.click(volume);
    await expect(volume).toHaveAttribute('aria-sort', 'ascending');
    await expect(orderNumbers(canvasElement)).toEqual([
      'SO-2024-1001',
      'SO-2024-1002',
      'SO-2024-1003',
    ]);
    await userEvent.click(volume);
    await expect(orderNumbers(canvasElement)).toEqual([
      'SO-2024-1003',
      'SO-2024-1002',
      'SO-2024-1001',
    ]);
    const [, firstRow] = within(canvasElement).getAllByRole('row');
    await userEvent.click(within(firstRow!).getByRole('checkbox'));
    await expect(firstRow).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    await expect(canvasElement.contains(focused)).toBe(true);
    await expect(getComputedStyle(focused).outlineStyle).toBe('solid');
    // From the header row down to the first order; Space selects it.
    const rows = within(canvasElement).getAllByRole('row');
    if (focused.closest('[role="row"]') === rows[0]) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getAllByRole('row')[1]).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SortByKeyboard: Story = {
  args: { selectionMode: 'none' },
  play: async ({ canvasElement }) => {
    const volume = within(canvasElement).getByRole('columnheader', { name: 'Volume (m³)' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    for (let step = 0; step < 4 && document.activeElement !== volume; step += 1)
      await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(volume).toHaveFocus());
    await expect(getComputedStyle(volume).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(volume).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

/**
 * On a phone (below 768 px; the story tests' frame is 414 px) each row is a card: the order number on its first
 * line, the other cells wrapping below, nothing in a sideways scroll box. Wider, the same rows are a table.
 */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'My orders' });
    if (!matchMedia('(max-width: 767.98px)').matches) return;
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
    const [first] = within(table).getAllByRole('row').slice(1);
    const title = within(first!).getByRole('rowheader');
    const status = within(first!).getByRole('gridcell', { name: 'Completed' });
    // The status sits below the order number, not beside it off to the right.
    await expect(status.getBoundingClientRect().top).toBeGreaterThanOrEqual(title.getBoundingClientRect().bottom - 1);
    // Cards carry no columns: the column names are read out, not shown as a bar that no longer matches the cards.
    const statusName = within(table).getByRole('columnheader', { name: 'Status' });
    await expect(statusName.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
