import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrderScreen from '../../packages/shop-app/src/screens/order/OrderScreen.js';
import PlaceOrderScreen from '../../packages/shop-app/src/screens/order/PlaceOrderScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { orderHandlers, resetMockAddresses, resetMockCart } from '../../.storybook/mocks/cart.handlers.js';

/** Both order screens over the seed: ddp-buyer's cart, addresses, ports, payment terms and orders. */
function OrderScreens({ path }: { path: string }) {
  const Screen = path.startsWith('/Order') ? OrderScreen : PlaceOrderScreen;
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
  parameters: { layout: 'fullscreen' },
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
    await expect(canvas.getByText('T/T 30% deposit, 70% before delivery')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete this address' })).toHaveAttribute(
      'href',
      expect.stringContaining('/personal?tab=addresses&address=2&back='),
    );
    await expect(canvas.getByRole('link', { name: 'Add a new delivery address' })).toBeVisible();
  },
};

/** Submitting empty: every required field says what it needs. */
export const OrderFormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('Please select an ETA')).toBeVisible();
    await expect(canvas.getByText("Please complete the address's required information")).toBeVisible();
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
