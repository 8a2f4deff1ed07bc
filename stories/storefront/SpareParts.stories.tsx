import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpareParts } from '@kontor/ui/storefront/SpareParts';
import { productsOf, seedSkus, storySku } from '../../.storybook/mocks/browse-seed.js';

const parent = seedSkus().find((sku) => seedSkus().some((part) => part.parentSkuId === sku.id))!;
const parts = productsOf(seedSkus().filter((sku) => sku.parentSkuId === parent.id), 2);

const meta = {
  title: 'Storefront/SpareParts',
  component: SpareParts,
  args: { parts, hrefOf: (part: { skuId: string | number }) => `/detailParts?id=${part.skuId}` },
} satisfies Meta<typeof SpareParts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Spare parts' })).toBeVisible();
    // The cards arrive as the section comes into view (skeleton cards hold their place).
    await expect((await canvas.findAllByRole('link'))[0]).toHaveAttribute('href', `/detailParts?id=${parts[0]!.skuId}`);
  },
};

export const None: Story = {
  args: { parts: productsOf([storySku('inStock')], 2).slice(0, 0) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This product has no spare parts.')).toBeVisible();
  },
};
