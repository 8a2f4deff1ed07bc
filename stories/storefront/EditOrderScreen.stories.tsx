import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RESET } from 'jotai/utils';
import type { CartItem } from '@kontor/api/contract';
import { MAX_CART_VOLUME, earliestEta, isoDate, totalVolume } from '@kontor/api/rules';
import EditOrderScreen from '../../packages/shop-app/src/screens/order/EditOrderScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { cartLineView } from '../../packages/shop-app/src/queries/cart.js';
import { orderEditDraftAtom } from '../../packages/shop-app/src/state/orderEditDraft.js';
import type { SkuSeed } from '../../packages/server/src/db/seed-data/catalogue/skus.js';
import { store } from '../../packages/shop-app/src/state/store.js';
import { orderHandlers, resetMockAddresses, resetMockOrders, seedOrders } from '../../.storybook/mocks/cart.handlers.js';
import { cartLineOf, seedProducts } from '../../.storybook/mocks/cart-seed.js';
import { quickOrderSeed } from '../../.storybook/mocks/quickorder.handlers.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

/** ddp-buyer's placed 40'H order of the seed (three lines, about 41 m³). */
const ORDER = seedOrders()[0]!;
const boxed = quickOrderSeed().boxed;
/** Cartons of the boxed seed product that take the order past the 65 m³ cap, its first line removed. */
const kept = totalVolume(ORDER.items.slice(1));
const overCap = Math.ceil((MAX_CART_VOLUME - kept) / (boxed.volume * boxed.packingUnit) + 1) * boxed.packingUnit;

/** The texts the plays look for, in the two languages the states are shown in. */
const TEXT = {
  en: {
    goods: 'Goods',
    select: (name: string) => `Select ${name}`,
    remove: 'Remove selected (1)',
    artNo: 'Art. no.',
    quantity: 'Quantity',
    add: 'Add to the order',
    save: 'Save changes',
    discard: 'Discard changes',
    gauge: 'Container load',
    cap: 'The total volume cannot exceed 65 m³',
  },
  de: {
    goods: 'Waren',
    select: (name: string) => `${name} auswählen`,
    remove: 'Auswahl entfernen (1)',
    artNo: 'Art.-Nr.',
    quantity: 'Menge',
    add: 'Zur Bestellung hinzufügen',
    save: 'Änderungen speichern',
    discard: 'Änderungen verwerfen',
    gauge: 'Containerbeladung',
    cap: 'Das Gesamtvolumen darf 65 m³ nicht überschreiten',
  },
} as const;

const meta = {
  title: 'Screens/EditOrder',
  component: EditOrderScreen,
  render: () => (
    <BrowseScreenPreview path={`/editOrder?id=${ORDER.id}`}>
      <EditOrderScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
  beforeEach({ msw }) {
    resetMockOrders();
    resetMockAddresses();
    // Screens share the app's one store: no draft from another story.
    store.set(orderEditDraftAtom(String(ORDER.id)), RESET);
    msw.use(...orderHandlers);
  },
} satisfies Meta<typeof EditOrderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order's goods as the cart shows them, the gauge of its 40'H, and the order's form under them. */
async function showsLines(canvasElement: HTMLElement, text: (typeof TEXT)[keyof typeof TEXT]) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: text.goods, level: 2 }, { timeout: 10_000 })).toBeVisible();
  await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(ORDER.items.length));
  await expect(canvas.getByTestId('gauge-40H')).toBeVisible();
  await expect(canvas.getByRole('button', { name: text.save })).toBeVisible();
  // The terms the order was placed with, not those the shop offers today (saving keeps the order's own).
  await expect(canvas.getByText(ORDER.paymentTerms!)).toBeVisible();
  return canvas;
}

/** Remove a line and add one by art. no.: the goods change on screen, nothing is sent. */
async function editsLines(canvasElement: HTMLElement, text: (typeof TEXT)[keyof typeof TEXT]) {
  const canvas = await showsLines(canvasElement, text);
  await userEvent.click(canvas.getByRole('checkbox', { name: text.select(ORDER.items[0]!.name) }));
  await userEvent.click(canvas.getByRole('button', { name: text.remove }));
  await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(ORDER.items.length - 1));
  await userEvent.type(canvas.getByRole('textbox', { name: text.artNo }), boxed.artNo);
  await userEvent.type(canvas.getByRole('textbox', { name: text.quantity }), String(boxed.packingUnit * 2));
  await userEvent.click(canvas.getByRole('button', { name: text.add }));
  await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(ORDER.items.length));
  await expect(canvas.getByRole('button', { name: text.discard })).toBeVisible();
}

/** The draft of the refused save: the first line removed, the boxed product past the cap, an ETA the form accepts today. */
function overCapDraft() {
  const eta = earliestEta('container', new Date());
  eta.setDate(eta.getDate() + 7);
  while (eta.getDay() === 0 || eta.getDay() === 6) eta.setDate(eta.getDate() + 1);
  const line = (sku: SkuSeed, quantity: number, id: number) => cartLineView(cartLineOf(sku, quantity, id) as unknown as CartItem);
  store.set(orderEditDraftAtom(String(ORDER.id)), {
    value: { eta: isoDate(eta), cabinetType: '40H', containerCount: 1, addressId: 1, portId: null, remark: '' },
    lines: [
      ...ORDER.items.slice(1).map((item) => line(seedProducts().find((sku) => sku.id === item.skuId)!, item.quantity, item.id)),
      line(boxed, overCap, boxed.id * 1000),
    ],
  });
}

/** Saved over the cap: the gauge warned, the server refuses, and every change stays on screen. */
async function refusedSave(canvasElement: HTMLElement, text: (typeof TEXT)[keyof typeof TEXT]) {
  const canvas = await showsLines(canvasElement, text);
  await expect(canvas.getByRole('group', { name: text.gauge })).toHaveTextContent(text.cap);
  await userEvent.click(canvas.getByRole('button', { name: text.save }));
  // The server's answer above the button, besides the gauge's warning.
  await waitFor(() => expect(canvas.getAllByText(text.cap)).toHaveLength(2));
  await expect(canvas.getAllByTestId('cart-line')).toHaveLength(ORDER.items.length);
  const added = canvas.getAllByRole('textbox').find((box) => box.getAttribute('aria-label')?.endsWith(boxed.names[1]!));
  await expect(added).toHaveValue(String(overCap));
  await expect(canvas.queryByRole('checkbox', { name: text.select(ORDER.items[0]!.name) })).toBeNull();
}

export const Lines: Story = {
  play: async ({ canvasElement }) => editsLines(canvasElement, TEXT.en),
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/scgl/rfstoreorder/my/:id', () => delay('infinite')),
      http.get('*/scgl/rfstoreorder/orderCart/:id', () => delay('infinite')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = await canvas.findByRole('status');
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByTestId('cart-line')).toBeNull();
  },
};

export const RefusedSave: Story = {
  beforeEach: overCapDraft,
  play: async ({ canvasElement }) => refusedSave(canvasElement, TEXT.en),
};

export const LinesGerman: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => editsLines(canvasElement, TEXT.de),
};

export const LoadingGerman: Story = {
  ...Loading,
  globals: { language: 'de' },
};

export const RefusedSaveGerman: Story = {
  globals: { language: 'de' },
  beforeEach: overCapDraft,
  play: async ({ canvasElement }) => refusedSave(canvasElement, TEXT.de),
};
