import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DetailScreen from '../../packages/shop-app/src/screens/browse/DetailScreen.js';
import DetailPartsScreen from '../../packages/shop-app/src/screens/browse/DetailPartsScreen.js';
import PartsServiceDetailScreen from '../../packages/shop-app/src/screens/browse/PartsServiceDetailScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { seedUserInfo } from '../../.storybook/mocks/header.handlers.js';
import { storySku } from '../../.storybook/mocks/browse-seed.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const IN_STOCK = storySku('inStock');

const meta = {
  title: 'Screens/ProductDetail',
  component: DetailScreen,
  render: () => (
    <BrowseScreenPreview path={`/detail?id=${IN_STOCK.id}`}>
      <DetailScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof DetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure of the product, its spare parts and questions; adding puts one packing unit in the cart. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/scgl/rfstorecart', () => HttpResponse.json({ code: 0, msg: null, data: true })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Alba Stacking chair Standard, Natural teak' })).toBeVisible();
    await expect(canvas.getByText('Art. no. SV02-105')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Logistics' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Spare parts' })).toBeVisible();
    await expect(await canvas.findByText('Can the cushions stay outside over the winter?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to container cart' }));
    await waitFor(() => expect(within(document.body).getByText('Added to the container cart.')).toBeVisible());
  },
};

export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('69,90 €')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'In den Containerwarenkorb' })).toBeVisible();
  },
};

/** The signed-in customer trades FOB: no pallet offer. */
export const FobBuyer: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/admin/user/info', () => HttpResponse.json({ code: 0, msg: null, data: seedUserInfo('fob-buyer') })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add to container cart' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Add to pallet' })).toBeNull());
  },
};

export const SoldOut: Story = {
  render: () => (
    <BrowseScreenPreview path={`/detail?id=${storySku('soldOut').id}`}>
      <DetailScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Temporarily unavailable' })).toBeDisabled();
  },
};

export const NotFound: Story = {
  render: () => (
    <BrowseScreenPreview path="/detail?id=999999">
      <DetailScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This product could not be found.');
  },
};

/**
 * The product page as the server draws it, before the member's session is read: the public product whole, its
 * prices and stock as placeholders of their size (never "price on request"), the add actions waiting.
 */
export const DrawnBeforeSession: Story = {
  render: () => (
    <BrowseScreenPreview path={`/detail?id=${IN_STOCK.id}`} signedIn={false}>
      <DetailScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Alba Stacking chair Standard, Natural teak' })).toBeVisible();
    const buy = canvas.getByRole('region', { name: 'Buy' });
    await expect(within(buy).queryByText(/€|Price on request|Temporarily unavailable/)).toBeNull();
    await expect(within(buy).getByRole('button', { name: 'Add to container cart' })).toBeDisabled();
  },
};

/** /detailParts: the product in the parts shop; its spare parts are what that shop lists, so the page has none. */
export const PartsShop: Story = {
  render: () => (
    <BrowseScreenPreview path={`/detailParts?id=${IN_STOCK.id}`}>
      <DetailPartsScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Alba Stacking chair Standard, Natural teak' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Logistics' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Spare parts' })).toBeNull();
  },
};

/** /partsServiceDetail: the product as the parts service shows it, with the way to ask the service about it. */
export const PartsService: Story = {
  render: () => (
    <BrowseScreenPreview path={`/partsServiceDetail?id=${IN_STOCK.id}`}>
      <PartsServiceDetailScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Alba Stacking chair Standard, Natural teak' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Ask the parts service' })).toHaveAttribute('href', '/partsService?skuCode=SV02-105');
  },
};
