import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductLogistics } from '@kontor/ui/storefront/ProductLogistics';
import { productOf, storySku } from '../../.storybook/mocks/browse-seed.js';

const product = productOf(storySku('inStock'), 2);

const meta = {
  title: 'Storefront/ProductLogistics',
  component: ProductLogistics,
  args: { product },
} satisfies Meta<typeof ProductLogistics>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure in its group, each with its unit. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = (key: string) => canvasElement.querySelector(`[data-figure="${key}"] dd`)!;
    await expect(canvas.getByRole('heading', { name: 'Export carton' })).toBeVisible();
    await expect(figure('volume')).toHaveTextContent('0.1023 m³');
    await expect(figure('packingUnit')).toHaveTextContent('4 pcs');
    await expect(figure('cartonVolume')).toHaveTextContent('0.4092 m³');
    await expect(figure('qty40')).toHaveTextContent(`${product.qty40!.toLocaleString('en-US')} pcs`);
    await expect(figure('weight')).toHaveTextContent(/ kg$/);
    await expect(figure('cartonSize')).toHaveTextContent(/ × .* × .* cm$/);
  },
};

/** German writes 1.234,56: decimal comma, dot for thousands. */
export const German: Story = {
  globals: { language: 'de' },
  args: { product: productOf(storySku('inStock'), 3) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-figure="volume"] dd')).toHaveTextContent('0,1023 m³');
    await expect(within(canvasElement).getByText('Volumen pro Exportkarton')).toBeVisible();
  },
};

export const MissingFigures: Story = {
  args: { product: { volume: null, weight: null, colour: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not given').length).toBeGreaterThan(5);
  },
};
