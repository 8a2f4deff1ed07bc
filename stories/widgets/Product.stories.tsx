// <kontor-product sku>: the body the element renders in its shadow root, with the seed's product from the mock shop.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { WIDGET_API } from '@kontor/api/rules';
import { ProductWidget } from '../../packages/widgets/src/bodies/ProductWidget.js';
import { widgetStorySku } from '../../.storybook/mocks/widgets.handlers.js';
import { storySettings } from './widgetStory.js';

const meta = {
  title: 'Widgets/Product',
  component: ProductWidget,
  args: { settings: storySettings({}, null) },
  render: (_args, { globals }) => <ProductWidget settings={storySettings(globals, widgetStorySku())} />,
} satisfies Meta<typeof ProductWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('heading', { level: 2 });
    // Signed out on a partner page: no price, no stock chip; the link leads into the shop's product page.
    await expect(canvasElement.querySelector('[data-price]')).toHaveTextContent('Price on request');
    await expect(canvasElement.querySelector('[data-stock-status]')).toBeNull();
    const link = within(name).getByRole('link');
    await expect(link.getAttribute('href')).toMatch(/\/detail\?id=\d+$/);
    await userEvent.tab();
    await waitFor(() => expect(link).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const UnknownProduct: Story = {
  render: (_args, { globals }) => <ProductWidget settings={storySettings(globals, 'NOPE-1')} />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('This product is not in the shop’s catalogue.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const ShopUnreachable: Story = {
  beforeEach({ msw }) {
    // What an origin off the shop's allow-list gets: 403, no data.
    msw.use(http.get(`*${WIDGET_API.product}`, () => HttpResponse.json({ code: 1, msg: 'No permission for this operation', data: null }, { status: 403 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The shop could not be reached.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
