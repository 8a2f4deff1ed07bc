import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PartsHomeScreen from '../../packages/shop-app/src/screens/browse/PartsHomeScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { seedSkus } from '../../.storybook/mocks/browse-seed.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const PARTS = seedSkus().filter((s) => s.parentSkuId !== null);

const meta = {
  title: 'Screens/PartsHome',
  component: PartsHomeScreen,
  // Public: the parts storefront's home opens signed out.
  render: () => (
    <BrowseScreenPreview path="/productPageParts" signedIn={false}>
      <PartsHomeScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof PartsHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every spare part, a page at a time, each leading to /detailParts; no add action on this page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Spare parts and service' })).toBeVisible();
    const grid = await canvas.findByRole('list', { name: 'Spare parts and service' });
    const cards = await within(grid).findAllByRole('listitem');
    await expect(cards.length).toBe(Math.min(PARTS.length, 20));
    await expect(within(grid).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/detailParts\?id=/));
    await expect(canvas.queryByRole('button', { name: /cart/i })).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { language: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: '配件与售后服务' })).toBeVisible();
  },
};
