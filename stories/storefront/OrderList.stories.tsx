import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Order } from '@kontor/api/contract';
import { OrderList } from '@kontor/ui/storefront/OrderList';

const orders = [
  { id: 1, orderNo: 'KO202600001', orderDate: '2026-10-02', status: 0, totalVolume: 61.2, totalAmount: 48210 },
  { id: 2, orderNo: 'KO202600002', orderDate: '2026-09-14', status: 3, totalVolume: 33.5, totalAmount: 27940.5 },
  { id: 3, orderNo: 'KO202600003', orderDate: '2026-08-30 09:41:07', status: 4, totalVolume: 12, totalAmount: 9120 },
  { id: 4, orderNo: 'KO202600004', orderDate: '2026-08-12 16:05:59', status: 5, totalVolume: 4.25, totalAmount: 3100 },
] as unknown as Order[];

/** Filtered like the shop (the shop asks the server for the status; here the rows are filtered in place). */
function LiveList({ onStatusChange, failing = false, onRetry }: { onStatusChange: (status: number | null) => void; failing?: boolean; onRetry?: () => void }) {
  const [status, setStatus] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [failed, setFailed] = useState(failing);
  const shown = orders.filter((order) => (status === null || order.status === status) && order.orderNo.includes(search));
  return (
    <OrderList
      orders={shown}
      current={1}
      size={10}
      total={shown.length}
      onPageChange={() => undefined}
      status={status}
      onStatusChange={(next) => {
        onStatusChange(next);
        setStatus(next);
      }}
      search={search}
      onSearchChange={setSearch}
      hrefOf={(order) => `/Order?id=${order.id}`}
      loadFailed={failed}
      onRetry={() => {
        onRetry?.();
        setFailed(false);
      }}
    />
  );
}

const meta = {
  title: 'Storefront/OrderList',
  component: LiveList,
  args: { onStatusChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The status filter: its list (loaded when the pointer reaches it) opens on the first press. */
export const StatusFilterPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('order-row')).toHaveLength(4);
    const light = canvas.getByRole('button', { name: /All statuses/ });
    const before = light.getBoundingClientRect();
    // The full Select arrives on hover and takes the light trigger's place without moving anything.
    await userEvent.hover(light);
    await waitFor(() => expect(light).not.toBeInTheDocument());
    const after = canvas.getByRole('button', { name: /All statuses/ }).getBoundingClientRect();
    await expect([after.x, after.y, after.width, after.height]).toEqual([before.x, before.y, before.width, before.height]);
    await userEvent.click(canvas.getByRole('button', { name: /All statuses/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Shipped' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(canvas.getAllByTestId('order-row')).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: /Shipped/ })).toBeVisible();
  },
};

/** From the keyboard: Tab reaches the filter, Arrow Down opens its list, Enter chooses. */
export const StatusFilterKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: /All statuses/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveFocus();
  },
};

/** The search narrows the page's orders by their number. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Order number' }), '0002');
    await waitFor(() => expect(canvas.getAllByTestId('order-row')).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: /KO202600002/ })).toHaveAttribute('href', '/Order?id=2');
  },
};

/** Columns with headers, each figure in its column; times without seconds; cancelled and completed differ by tone and icon. */
export const AlignedColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Mall order number', 'Order date', 'Status', 'Total volume', 'Total amount']);
    const rows = canvas.getAllByTestId('order-row');
    await expect(rows[2]).toHaveTextContent('09:41');
    await expect(rows[2]).not.toHaveTextContent('09:41:07');
    // Every row's status and volume start at the same x as the first row's.
    const left = (row: HTMLElement, index: number) => row.querySelectorAll('td')[index]!.getBoundingClientRect().left;
    for (const row of rows) {
      await expect(left(row, 1)).toBe(left(rows[0]!, 1));
      await expect(row.querySelectorAll('td')[2]!.getBoundingClientRect().right).toBe(rows[0]!.querySelectorAll('td')[2]!.getBoundingClientRect().right);
    }
    const completed = within(rows[2]!).getByText('Completed');
    const cancelled = within(rows[3]!).getByText('Cancelled');
    await expect(completed.dataset.tone).toBe('done');
    await expect(cancelled.dataset.tone).toBe('ended');
    await expect(completed.querySelector('svg')!.getAttribute('class')).not.toBe(cancelled.querySelector('svg')!.getAttribute('class'));
    await expect(getComputedStyle(completed).backgroundColor).not.toBe(getComputedStyle(cancelled).backgroundColor);
  },
};

/** The page could not be loaded: said in the table's place as an alert, the filter and search kept; "Try again" asks again. */
export const LoadFailedThenRetried: Story = {
  args: { failing: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Order number' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};
