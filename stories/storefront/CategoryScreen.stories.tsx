import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen } from 'storybook/test';
import CategoryScreen from '../../packages/shop-app/src/screens/browse/CategoryScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const meta = {
  title: 'Screens/Category',
  component: CategoryScreen,
  render: () => (
    <BrowseScreenPreview path="/classification?id=11">
      <CategoryScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof CategoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumbs from the tree path, child categories, the product grid and its sort. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dining sets' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Outdoor furniture' })).toBeVisible();
    const children = await canvas.findByRole('navigation', { name: 'Subcategories' });
    await expect(within(children).getByRole('link', { name: 'Stacking chairs' })).toHaveAttribute('href', '/classification?id=112');
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Price, low to high' }));
    const prices = [...canvasElement.querySelectorAll('[data-price]')].map((node) => Number(node.firstChild?.textContent?.replace(/[€,]/g, '')));
    await expect(prices).toEqual([...prices].sort((a, b) => a - b));
  },
};
