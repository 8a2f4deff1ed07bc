import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import ContainerCartScreen from '../../packages/shop-app/src/screens/cart/ContainerCartScreen.js';
import PalletCartScreen from '../../packages/shop-app/src/screens/cart/PalletCartScreen.js';
import { seedUserInfo } from '../../.storybook/mocks/header.handlers.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { resetMockCart } from '../../.storybook/mocks/cart.handlers.js';
import { seedCartLines } from '../../.storybook/mocks/cart-seed.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const meta = {
  title: 'Screens/ContainerCart',
  component: ContainerCartScreen,
  render: () => (
    <BrowseScreenPreview path="/shopping">
      <ContainerCartScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
  beforeEach: () => resetMockCart(),
} satisfies Meta<typeof ContainerCartScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwelveLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(12));
    await expect(canvas.getByRole('group', { name: 'Container load' })).toBeVisible();
    const totals = canvas.getByTestId('cart-totals');
    const before = totals.textContent;
    await userEvent.click(canvas.getAllByRole('button', { name: /Increase quantity/ })[0]!);
    await expect(totals.textContent).not.toBe(before);
  },
};

export const HundredLines: Story = {
  beforeEach: () => resetMockCart(seedCartLines(100)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Lines past the first screen follow a few per task: every line arrives, however slow the machine (4-5 s on a loaded
    // 2-core one, where a 5 s limit failed once); their pace is the bench's business, not this story's.
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(100), { timeout: 12_000 });
    // Said busy while the lines arrive, no longer once they all have.
    await waitFor(() => expect(canvas.getByRole('table', { name: 'Cart lines' })).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByTestId('gauge-40H')).toBeVisible();
  },
};

function PalletPage() {
  return (
    <BrowseScreenPreview path="/pallet">
      <PalletCartScreen />
    </BrowseScreenPreview>
  );
}

/** /pallet: the pallet cart, the same screen over the pallet lines. */
export const PalletCart: Story = {
  beforeEach: () => resetMockCart(seedCartLines(4).map((line) => ({ ...line, cartType: 2 }))),
  render: () => <PalletPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pallet cart' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(4));
  },
};

/** /pallet for a FOB customer: refused in words, with the way to the container cart (spec section 5). */
export const PalletCartRefusedForFob: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/admin/user/info', () => HttpResponse.json({ code: 0, msg: null, data: seedUserInfo('fob-buyer') })));
  },
  render: () => <PalletPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Pallet orders are not available for your trade mode (FOB).');
    await expect(canvas.getByRole('button', { name: 'Go to the container cart' })).toBeVisible();
    await expect(canvas.queryByTestId('cart-line')).toBeNull();
  },
};
