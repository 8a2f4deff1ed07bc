import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StockTable } from '@kontor/ui/storefront/StockTable';

const meta = {
  title: 'Storefront/StockTable',
  component: StockTable,
  args: { stockCn: 1402, stockDe: 235, stockProduction: 741 },
} satisfies Meta<typeof StockTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Stock' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Stock CN 1,402 pcs/ })).toBeVisible();
    await expect(canvas.getByText('In stock')).toBeVisible();
  },
};

export const SoldOutWithLaterDate: Story = {
  args: { stockCn: 0, stockDe: 0, stockProduction: 0, laterDate: '2027-01-25' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Temporarily unavailable')).toBeVisible();
    await expect(canvas.getByText('More available from 2027-01-25')).toBeVisible();
  },
};
