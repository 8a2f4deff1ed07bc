import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoiceView } from '@kontor/ui/storefront/InvoiceForm';

const INVOICE = {
  id: 11,
  orderId: 1,
  invoiceNo: 'INV-KO202600001',
  company: 'Gartenwelt Hoffmann GmbH',
  vatNo: 'DE812345678',
  address: null,
  email: 'einkauf@gartenwelt-hoffmann.example',
  amount: 48210.5,
  fileLink: '/admin/sys-file/kontor/invoice-KO202600001.pdf',
  createTime: '2026-11-08 09:30:00',
};

const meta = {
  title: 'Storefront/InvoiceView',
  component: InvoiceView,
  args: { invoice: INVOICE, onDownload: fn(), documentCount: 3, onDownloadAll: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InvoiceView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issued: the facts with the amount as money, the document and all the order's documents to download. */
export const Issued: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Invoice' });
    await expect(region.querySelector('[data-fact="invoiceNo"]')).toHaveTextContent('INV-KO202600001');
    await expect(region.querySelector('[data-fact="amount"]')).toHaveTextContent('48,210.50');
    await expect(region.querySelector('[data-fact="address"]')).toHaveTextContent('Not given');
    await userEvent.click(canvas.getByRole('button', { name: 'Download invoice' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownloadAll).toHaveBeenCalledTimes(1);
  },
};

/** Requested but not issued yet: no download, a note says so. */
export const NotIssued: Story = {
  args: { invoice: { ...INVOICE, fileLink: null }, documentCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The invoice document is not issued yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const GermanMoney: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Rechnung' });
    await expect(region.querySelector('[data-fact="amount"]')).toHaveTextContent('48.210,50');
    await expect(within(region).getByRole('button', { name: 'Alle Dokumente der Bestellung (3) als eine Datei' })).toBeVisible();
  },
};
