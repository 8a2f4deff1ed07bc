import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import ShareShowScreen from '../../packages/shop-app/src/screens/browse/ShareShowScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { productOf, storySku } from '../../.storybook/mocks/browse-seed.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const SKU = storySku('inStock');
const PRODUCT = productOf(SKU, 2);
const visits: unknown[] = [];

const meta = {
  title: 'Screens/ShareShow',
  component: ShareShowScreen,
  // Public: a shared link opens signed out.
  render: () => (
    <BrowseScreenPreview path={`/shareShow?skuCode=${encodeURIComponent(SKU.artNo)}&share=42`} signedIn={false}>
      <ShareShowScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
  beforeEach({ msw }) {
    visits.length = 0;
    msw.use(
      http.post('*/scgl/share/saveShareVisitData', async ({ request }) => {
        visits.push(await request.json());
        return HttpResponse.json({ code: 0, msg: null, data: true });
      }),
    );
  },
} satisfies Meta<typeof ShareShowScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shared product with its figures, a way to sign in and order, and the visit recorded once. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
    await expect(canvas.getByText('Shared product')).toBeVisible();
    await expect(canvas.getByText(`Art. no. ${SKU.artNo}`)).toBeVisible();
    // The sign-in page, which returns to the product page once signed in.
    await expect(canvas.getByRole('link', { name: 'Sign in to order' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/detail?id=${SKU.id}`)}`,
    );
    await waitFor(() => expect(visits).toEqual([expect.objectContaining({ skuCode: SKU.artNo, share: '42' })]));
  },
};

export const Chinese: Story = {
  globals: { language: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: productOf(SKU, 1).name })).toBeVisible();
  },
};

export const NoLongerAvailable: Story = {
  render: () => (
    <BrowseScreenPreview path="/shareShow?skuCode=XX-000" signedIn={false}>
      <ShareShowScreen />
    </BrowseScreenPreview>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Said as the page's heading; signing in would not bring it back, so the way out is the shop.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This shared product is no longer available.' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sign in to order' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  },
};
