import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import WholeContainerScreen from '../../packages/shop-app/src/screens/browse/WholeContainerScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { seedWholeContainer } from '../../.storybook/mocks/browse-seed.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const LOAD = seedWholeContainer(1, 2)!;

const meta = {
  title: 'Screens/WholeContainer',
  component: WholeContainerScreen,
  render: () => (
    <BrowseScreenPreview path="/CaDetail?id=1">
      <WholeContainerScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof WholeContainerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /CaDetail: the load's products and container type, and one action that puts every line in the cart. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/scgl/rfstorecart/addBatch', () => HttpResponse.json({ code: 0, msg: null, data: true })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: LOAD.title })).toBeVisible();
    await expect(canvas.getByText(/^Container type .+ loaded$/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Products' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(LOAD.products.length);
    // Each card says how many of it the load holds, the quantities the one action below carts.
    for (const [index, product] of LOAD.products.entries()) {
      await expect(within(cards[index]!).getByText(`${product.quantity} pcs in this container`)).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Add the whole container to the cart' }));
    await waitFor(() => expect(within(document.body).getByText('The whole container was added to the cart.')).toBeVisible());
  },
};

export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: seedWholeContainer(1, 3)!.title })).toBeVisible();
    await expect(await canvas.findByText(`${LOAD.products[0]!.quantity} Stk. in diesem Container`)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => (
    <BrowseScreenPreview path="/CaDetail?id=999">
      <WholeContainerScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The server's 404 is a state of its own: said once, with the way back and no retry.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This container could not be found.');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Whole container');
    await expect(canvas.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** An address without its container (a cut link): not found at once, never a skeleton waiting for nothing. */
export const AddressWithoutId: Story = {
  render: () => (
    <BrowseScreenPreview path="/CaDetail">
      <WholeContainerScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This container could not be found.')).toBeVisible();
    await expect(canvas.queryByText('Loading…')).toBeNull();
  },
};
