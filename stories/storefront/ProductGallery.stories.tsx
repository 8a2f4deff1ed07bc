import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductGallery } from '@kontor/ui/storefront/ProductGallery';

const origin = globalThis.location?.origin ?? 'http://localhost';
const images = ['sku-sv02-105.png', 'sku-sv02-105-side.png', 'sku-sv02-105-detail.png'].map((name) => `${origin}/admin/sys-file/${name}`);

const meta = {
  title: 'Storefront/ProductGallery',
  component: ProductGallery,
  args: { images, alt: 'Alba Stacking chair Standard, Natural teak' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thumbnails switch the main image by pointer and keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('img', { name: 'Alba Stacking chair Standard, Natural teak' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 2 of 3' }));
    await expect(main).toHaveAttribute('src', images[1]);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Only http(s) images are shown; anything else leaves the placeholder. */
export const NoImage: Story = {
  args: { images: ['javascript:alert(1)'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('No image yet')).toBeVisible();
  },
};

/** While the product loads: the same square stage, busy and empty (no "no image" note), so nothing under it moves. */
export const Loading: Story = {
  args: { images: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = canvas.getByRole('region');
    await expect(gallery).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('No image yet')).toBeNull();
    const stage = gallery.firstElementChild!.getBoundingClientRect();
    await expect(Math.round(stage.height)).toBe(Math.round(stage.width));
  },
};
