import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Order } from '@kontor/api/contract';
import { OrderDetail } from '@kontor/ui/storefront/OrderDetail';

const order: Order = {
  id: 7,
  orderNo: 'KO202600007',
  orderDate: '2026-11-24 10:12:00',
  orderType: 1,
  cabinetType: '40H',
  status: 2,
  paymentTerms: '30% deposit, 70% against bill of lading',
  paymentStatus: 0,
  shippingAddress: { company: 'Gartenwelt Hoffmann GmbH', street: 'Industriestraße 12', postalCode: '28199', city: 'Bremen' },
  destinationPort: 'Hamburg',
  eta: '2027-01-11',
  containerCount: 1,
  totalVolume: 54.2,
  totalAmount: 48210.5,
  items: [{ id: 1, skuId: 11, artNo: 'VE-160-SA', name: 'Vento Dining table 160 cm', quantity: 40, unitPrice: 219.9, volume: 0.4 }],
  statusHistory: [{ status: 0 }, { status: 1 }, { status: 2 }],
};

const meta = {
  title: 'Storefront/OrderDetail',
  component: OrderDetail,
  args: { order, onReorder: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reviewed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getByRole('list', { name: 'Order progress' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(steps).getByText('Reviewed')).toBeVisible();
    await expect(canvas.getByText('Unpaid')).toBeVisible();
    // Dates as the language writes them, the machine's date beside: never the server's '2027-01-11'.
    const eta = canvasElement.querySelector('time[datetime="2027-01-11"]');
    await expect(eta).toHaveTextContent('11 Jan 2027');
    await expect(canvas.queryByText(/^\d{4}-\d{2}-\d{2}/)).toBeNull();
    // Past 'placed', the order can no longer be edited: no edit button.
    await expect(canvas.queryByRole('button', { name: 'Edit order' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Order again' }));
    await expect(args.onReorder).toHaveBeenCalled();
  },
};

export const CancelledAfterConfirming: Story = {
  args: { order: { ...order, status: 5, statusHistory: [{ status: 0 }, { status: 1 }, { status: 5 }] }, onEdit: undefined },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getByRole('list', { name: 'Order progress' });
    await expect(steps).toHaveTextContent(/Confirmed/);
    await expect(steps.querySelector('[data-state="cancelled"]')).not.toBeNull();
  },
};

export const Placed: Story = {
  args: { order: { ...order, status: 0, statusHistory: [{ status: 0 }] }, onEdit: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit order' }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** A shipped order offers an after-sales request on each line, filled from it; an order not yet shipped offers none. */
export const ShippedOffersAfterSales: Story = {
  args: {
    order: { ...order, status: 3, statusHistory: [{ status: 0 }, { status: 1 }, { status: 2 }, { status: 3 }] },
    afterSalesHrefOf: (item) => `/afterSalesApply?skuId=${item.skuId}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Apply for after-sales service: Vento Dining table 160 cm' })).toHaveAttribute('href', '/afterSalesApply?skuId=11');
  },
};

export const ReviewedOffersNoAfterSales: Story = {
  args: { afterSalesHrefOf: (item) => `/afterSalesApply?skuId=${item.skuId}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /after-sales/ })).toBeNull();
  },
};
