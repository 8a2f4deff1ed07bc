import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrderScreen from '../../packages/shop-app/src/screens/order/OrderScreen.js';
import PlaceOrderScreen from '../../packages/shop-app/src/screens/order/PlaceOrderScreen.js';
import MyOrdersScreen from '../../packages/shop-app/src/screens/order/MyOrdersScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { orderCartLines, orderHandlers, resetMockAddresses, resetMockCart } from '../../.storybook/mocks/cart.handlers.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

/** Both order screens over the seed: ddp-buyer's cart, addresses, ports, payment terms and orders. */
function OrderScreens({ path }: { path: string }) {
  const Screen = path.startsWith('/Order') ? OrderScreen : path.startsWith('/myOrders') ? MyOrdersScreen : PlaceOrderScreen;
  return (
    <BrowseScreenPreview path={path}>
      <Screen />
    </BrowseScreenPreview>
  );
}

const meta = {
  title: 'Screens/Orders',
  component: OrderScreens,
  args: { path: '/placeOrder?kind=container' },
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
  beforeEach({ msw }) {
    resetMockCart();
    resetMockAddresses();
    sessionStorage.removeItem('kontor-order-draft-container');
    msw.use(...orderHandlers);
  },
} satisfies Meta<typeof OrderScreens>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order form of a twelve-line cart: the smallest container suggested, the incomplete address not choosable. */
export const OrderForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order the container', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /Gartenwelt Hoffmann Lager Nord/ })).toBeDisabled();
    // The terms the shop offers today (the seed's EUR account), as the server answers them.
    await expect(await canvas.findByText('30% deposit, 70% against copy of the bill of lading')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete this address' })).toHaveAttribute(
      'href',
      expect.stringContaining('/personal?tab=addresses&address=2&back='),
    );
    await expect(canvas.getByRole('link', { name: 'Add a new delivery address' })).toBeVisible();
  },
};

/** Submitting with nothing filled in: every required field left says what it needs (the default address is chosen). */
export const OrderFormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }));
    // Asked again each time: the focus on the first field to fix loads the full date picker, which draws the error anew.
    await waitFor(() => expect(canvas.getByText('Please select an ETA')).toBeVisible());
    // The member's default address (complete) is chosen to begin with: nothing to say about it.
    await expect(canvas.getByRole('radio', { name: /Gartenwelt Hoffmann GmbH, Industriestraße 12/ })).toBeChecked();
    await expect(canvas.queryByText('Please choose a delivery address')).toBeNull();
  },
};

/** A placed order: its facts, the steps at "Order placed", and edit and order again offered. The order detail
 *  is a screen of its own, so the visual tests shoot it in every pair (`all-pairs`). */
export const OrderDetailPlaced: Story = {
  tags: ['all-pairs'],
  args: { path: '/Order?id=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Order progress' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('KO202600001');
    await expect(canvas.getByRole('button', { name: 'Order again' })).toBeVisible();
  },
};

/** A shipped order: forwarder, delivery date and receipt number shown; no editing any more. */
export const OrderDetailShipped: Story = {
  args: { path: '/Order?id=5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Order progress' })).toBeVisible();
    await waitFor(() => expect(canvasElement).toHaveTextContent('DB Schenker'));
    await expect(canvasElement).toHaveTextContent('BL2026');
  },
};

/** The batches the screen sends to the cart in the order-again stories. */
const sent: unknown[][] = [];

/** The order's lines with the first `soldOut` of them out of stock now; the cart takes every batch sent. */
function reorderHandlers(soldOut: number) {
  sent.length = 0;
  const lines = orderCartLines('1')!.map((line, index) => (index < soldOut ? { ...line, stockCn: 0, stockDe: 0, stock: 0 } : line));
  return [
    http.get('*/scgl/rfstoreorder/orderCart/:id', () => HttpResponse.json({ code: 0, msg: null, data: lines })),
    http.post('*/scgl/rfstorecart/addBatch', async ({ request }) => {
      sent.push((await request.json()) as unknown[]);
      return HttpResponse.json({ code: 0, msg: null, data: true });
    }),
  ];
}

/** Order again with a line sold out since: the others go to the cart, the sold-out one is named, never sent. */
export const OrderAgainWithSoldOutLine: Story = {
  tags: ['interaction'],
  args: { path: '/Order?id=1' },
  beforeEach({ msw }) {
    msw.use(...reorderHandlers(1));
  },
  play: async ({ canvasElement }) => {
    const lines = orderCartLines('1')!;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Order again' }));
    await expect(await canvas.findByText(`The other lines are in the cart. No longer available: ${String(lines[0]!.artNo)}`)).toHaveAttribute('role', 'status');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toHaveLength(lines.length - 1);
  },
};

/** Every line sold out: nothing is sent, and the notice says nothing was added rather than "the other lines". */
export const OrderAgainAllSoldOut: Story = {
  tags: ['interaction'],
  args: { path: '/Order?id=1' },
  beforeEach({ msw }) {
    msw.use(...reorderHandlers(Number.POSITIVE_INFINITY));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Order again' }));
    await expect(await canvas.findByText(/^Nothing was added to the cart: none of these lines is available now: /)).toHaveAttribute('role', 'status');
    await expect(sent).toHaveLength(0);
  },
};

/** /myOrders: the member's orders, ten a page, with the status filter and the order number search. */
export const MyOrders: Story = {
  args: { path: '/myOrders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const rows = await canvas.findAllByTestId('order-row');
    await expect(rows.length).toBeGreaterThan(0);
    await expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/Order\?id=/));
    await expect(canvas.getByRole('searchbox', { name: 'Order number' })).toBeVisible();
  },
};
