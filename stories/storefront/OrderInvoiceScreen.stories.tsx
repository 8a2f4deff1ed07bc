import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrderScreen from '../../packages/shop-app/src/screens/order/OrderScreen.js';
import { BrowseScreenPreview } from '../../packages/shop-app/src/screens/browse/BrowseScreenPreview.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const meta = {
  title: 'Screens/OrderInvoice',
  component: OrderScreen,
  render: (_args, { parameters }) => (
    <BrowseScreenPreview path={(parameters.path as string | undefined) ?? '/Order?id=1'}>
      <OrderScreen />
    </BrowseScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof OrderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A delivered order with its invoice issued: the facts, its document and all the order's documents. */
export const Invoiced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invoice = await canvas.findByRole('region', { name: 'Invoice' });
    await expect(invoice.querySelector('[data-fact="invoiceNo"]')).toHaveTextContent('INV-KO202600001');
    await expect(within(invoice).getByRole('button', { name: 'Download invoice' })).toBeVisible();
    // The invoice and the proofs of the order's after-sales request.
    await expect(
      await within(invoice).findByRole('button', { name: 'All documents of the order (3) as one file' }),
    ).toBeVisible();
  },
};

/** No invoice yet: the request form filled from the member's invoice data; once sent, the invoice shows. */
export const RequestInvoice: Story = {
  parameters: { path: '/Order?id=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('region', { name: 'Request an invoice' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Company/ })).toHaveValue('Gartenwelt Hoffmann GmbH'),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Request invoice' }));
    const invoice = await canvas.findByRole('region', { name: 'Invoice' });
    await expect(invoice.querySelector('[data-fact="invoiceNo"]')).toHaveTextContent('INV-KO202600002');
    await expect(within(invoice).getByText('The invoice document is not issued yet.')).toBeVisible();
  },
};

export const ChineseHey: Story = {
  globals: { language: 'zh', theme: 'hey' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '发票' })).toBeVisible();
  },
};

export const GermanVipRequest: Story = {
  globals: { language: 'de', theme: 'vip' },
  parameters: { path: '/Order?id=3' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Rechnung anfordern' })).toBeVisible();
  },
};
