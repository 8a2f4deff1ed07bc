import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import QuickOrderScreen from '../../packages/shop-app/src/screens/quickorder/QuickOrderScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { mockQuickOrderBatches, quickOrderSeed } from '../../.storybook/mocks/quickorder.handlers.js';
import { seedUserInfo } from '../../.storybook/mocks/header.handlers.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const { single, boxed, soldOut } = quickOrderSeed();
/** Lines handed over as the partner widget links them: `/quickOrder?lines=`. */
const handedOver = [`${single.artNo}\t${single.packingUnit * 2}`, `${boxed.artNo}\t${boxed.packingUnit * 3}`, `${soldOut.artNo}\t1`, 'NO-SUCH-1\t4'].join('\n');

const meta = {
  title: 'Screens/QuickOrder',
  component: QuickOrderScreen,
  render: () => (
    <BrowseScreenPreview path={`/quickOrder?lines=${encodeURIComponent(handedOver)}`}>
      <QuickOrderScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof QuickOrderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HandedOverLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'SKU and quantity, one line each' });
    await expect(box).toHaveValue(handedOver);
    await userEvent.click(canvas.getByRole('button', { name: 'Check lines' }));
    await waitFor(() => expect(canvas.getByText('2 of 4 lines can be added')).toBeVisible());
    const before = mockQuickOrderBatches.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Add 2 lines to the Container cart' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'SKU and quantity, one line each' })).toHaveValue(`${soldOut.artNo}\t1\nNO-SUCH-1\t4`));
    await expect(mockQuickOrderBatches.slice(before)).toEqual([[
      expect.objectContaining({ skuId: single.id, quantity: single.packingUnit * 2, cartType: 1 }),
      expect.objectContaining({ skuId: boxed.id, quantity: boxed.packingUnit * 3, cartType: 1 }),
    ]]);
    await expect(canvas.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/shopping');
  },
};

export const FobCustomer: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/admin/user/info', () => HttpResponse.json({ code: 0, msg: null, data: seedUserInfo('fob-buyer') })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check lines' }));
    await waitFor(() => expect(canvas.getByText('2 of 4 lines can be added')).toBeVisible());
    await expect(canvas.queryByRole('radio', { name: 'Pallet cart' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add 2 lines to the Container cart' })).toBeEnabled();
  },
};
