import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AFTER_SALES_STATUS } from '@kontor/api/rules';
import AfterSalesDetailScreen from '../../packages/shop-app/src/screens/aftersales/AfterSalesDetailScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { seedServiceOrders } from '../../.storybook/mocks/aftersales.handlers';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

/** ddp-buyer's seeded request that the service team is carrying out (step 4 of 6). */
const REQUEST = seedServiceOrders().find((row) => row.status === AFTER_SALES_STATUS.implement)!;

const meta = {
  title: 'Screens/AfterSalesDetail',
  component: AfterSalesDetailScreen,
  render: () => (
    <BrowseScreenPreview path={`/afterSalesDetail?id=${REQUEST.id}`}>
      <AfterSalesDetailScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof AfterSalesDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * /afterSalesDetail: the request's progress, its facts, the damage picture (opens full size) and the PDF receipt as a
 * file to save, not a picture.
 */
export const BeingImplemented: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Status: Being implemented', {}, { timeout: 10_000 })).toBeVisible();
    const progress = canvas.getByRole('list', { name: 'After-sales progress' });
    await expect(within(progress).getByText('Being implemented').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText(REQUEST.serviceNo, { exact: false })).toBeVisible();
    const receipt = await canvas.findByRole('button', { name: 'Save proof-receipt.pdf' });
    await expect(within(receipt).queryByRole('img')).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'View proof-photo.png' }));
    const viewer = await within(document.body).findByRole('dialog', { name: 'proof-photo.png' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(viewer).not.toBeInTheDocument());
  },
};
