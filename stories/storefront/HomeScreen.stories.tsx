import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import HomeScreen from '../../packages/shop-app/src/screens/browse/HomeScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  render: () => (
    <BrowseScreenPreview path="/">
      <HomeScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hot = await canvas.findByRole('list', { name: 'Hot products' });
    // The list draws four cards a task (shop-app shell/useInSteps.ts); the sections under it start when it is whole.
    await waitFor(() => expect(within(hot).getAllByRole('listitem')).toHaveLength(8));
    await expect(canvas.queryByRole('list', { name: 'Popular products' })).toBeNull();
    await expect(await canvas.findByRole('link', { name: 'Dining season' })).toHaveAttribute('href', '/CaDetail?id=1');
    await expect(await canvas.findByRole('list', { name: 'Popular products' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { language: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '热销产品' })).toBeVisible();
  },
};

/** Home as the server draws it, before the member's session is read: the products whole, prices and stock pending. */
export const DrawnBeforeSession: Story = {
  render: () => (
    <BrowseScreenPreview path="/" signedIn={false}>
      <HomeScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hot = await canvas.findByRole('list', { name: 'Hot products' });
    await waitFor(() => expect(within(hot).getAllByRole('listitem')).toHaveLength(8));
    await expect(within(hot).queryByText(/€|Price on request/)).toBeNull();
    await expect(within(hot).getAllByText('Loading…').length).toBeGreaterThanOrEqual(8);
  },
};
