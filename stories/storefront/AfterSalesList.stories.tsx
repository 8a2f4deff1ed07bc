import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AfterSalesList, type AfterSalesListProps } from '@kontor/ui/storefront/AfterSalesList';
import { requestsInEveryStatus } from './after-sales-fixtures';

/** The list with its own page and filter state, filtering the fixtures as the server would. */
function Stateful(props: Partial<AfterSalesListProps> & { size?: number }) {
  const size = props.size ?? 10;
  const [current, setCurrent] = useState(1);
  const [status, setStatus] = useState<number | null>(null);
  const [failed, setFailed] = useState(props.loadFailed ?? false);
  const matching = requestsInEveryStatus.filter(
    (request) => status === null || request.status === status,
  );
  return (
    <AfterSalesList
      requests={matching.slice((current - 1) * size, current * size)}
      current={current}
      size={size}
      total={matching.length}
      onPageChange={(page) => {
        setCurrent(page);
        props.onPageChange?.(page);
      }}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setCurrent(1);
        props.onStatusChange?.(next);
      }}
      hrefOf={(request) => `/personal/aftersales/${request.id}`}
      loadFailed={failed}
      onRetry={() => {
        props.onRetry?.();
        setFailed(false);
      }}
    />
  );
}

const meta = {
  title: 'Storefront/AfterSalesList',
  component: Stateful,
  args: { onPageChange: fn(), onStatusChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status in words; filtering by one leaves only its requests. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('after-sales-row')).toHaveLength(7);
    await expect(canvas.getAllByText('Being implemented')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Cancelled' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(9);
    const rows = canvas.getAllByTestId('after-sales-row');
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('Cancelled');
    await expect(
      within(rows[0]!).getByRole('link', { name: 'Open after-sales request KS2026000046' }),
    ).toHaveAttribute('href', '/personal/aftersales/46');
  },
};

/** Paged: three to a page, the next page by keyboard. */
export const Paged: Story = {
  args: { size: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('after-sales-row')).toHaveLength(3);
    const next = canvas.getByRole('button', { name: /Next page/i });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getAllByTestId('after-sales-row')[0]).toHaveTextContent('KS2026000043');
  },
};

export const Empty: Story = {
  render: () => (
    <AfterSalesList
      requests={[]}
      current={1}
      size={10}
      total={0}
      onPageChange={fn()}
      status={null}
      onStatusChange={fn()}
      hrefOf={() => '/'}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No after-sales requests yet.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { language: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '售后订单' })).toBeVisible();
  },
};

/** The page could not be loaded: said in the list's place as an alert, the filter kept; "Try again" asks again. */
export const LoadFailedThenRetried: Story = {
  args: { loadFailed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your after-sales requests could not be loaded.');
    await expect(canvas.queryAllByTestId('after-sales-row')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.getAllByTestId('after-sales-row').length).toBeGreaterThan(0);
  },
};
