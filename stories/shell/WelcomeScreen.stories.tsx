import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import WelcomeScreen from '../../packages/shop-app/src/screens/admin/WelcomeScreen.js';
import { AdminScreenPreview } from '../../packages/shop-app/src/screens/admin/AdminScreenPreview.js';
import { SEED_USER_INFO } from '../../.storybook/mocks/admin-seed.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const meta = {
  title: 'Screens/Welcome',
  component: WelcomeScreen,
  render: () => (
    <AdminScreenPreview path="/wel/index">
      <WelcomeScreen />
    </AdminScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof WelcomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** ddp-buyer (DDP): greeted by name, the sales contact Li Wei, and the pallet cart among the shortcuts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Greta Hoffmann/ })).toBeVisible();
    await expect(canvas.getByText('Li Wei')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pallet cart' })).toHaveAttribute('href', '/pallet');
  },
};

export const TradeModeFob: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/admin/user/info', () => HttpResponse.json({ code: 0, msg: null, data: { ...SEED_USER_INFO, modeOfTrade: 2 } })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Container cart' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Pallet cart' })).toBeNull();
  },
};
