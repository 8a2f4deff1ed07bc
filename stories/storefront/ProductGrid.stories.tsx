import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@kontor/ui/Button';
import { ProductGrid } from '@kontor/ui/storefront/ProductGrid';
import { productsOf, seedSkus } from '../../.storybook/mocks/browse-seed.js';

const products = productsOf(seedSkus().filter((sku) => sku.familyId === 2 && sku.parentSkuId === null), 2);

const meta = {
  title: 'Storefront/ProductGrid',
  component: ProductGrid,
  args: { products, status: 'content', hrefOf: (p: { skuId: string | number }) => `/detail?id=${p.skuId}`, onAdd: fn(), 'aria-label': 'Alba' },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Alba' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(products.length);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Loading products' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { products: [], emptyTitle: 'Nothing found for “zebra”', emptyAction: <Button variant="secondary">parasol</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing found for “zebra”')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The products could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
