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
    await expect(canvas.getByRole('row', { name: /Stock CN 1,402\spcs/ })).toBeVisible();
    await expect(canvas.getByText('In stock')).toBeVisible();
  },
};

export const SoldOutWithLaterDate: Story = {
  args: { stockCn: 0, stockDe: 0, stockProduction: 0, laterDate: '2027-01-25' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Temporarily unavailable')).toBeVisible();
    await expect(canvas.getByText('More available from 25 Jan 2027')).toBeVisible();
  },
};

/** The date is written the language's way: German day.month.year, Chinese year-month-day characters. */
export const LaterDateInGerman: Story = {
  args: { stockCn: 0, stockDe: 0, stockProduction: 0, laterDate: '2027-01-25' },
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Wieder verfügbar ab 25.01.2027')).toBeVisible();
  },
};

export const LaterDateInChinese: Story = {
  args: { stockCn: 0, stockDe: 0, stockProduction: 0, laterDate: '2027-01-25' },
  globals: { language: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2027年1月25日 起到货')).toBeVisible();
  },
};
