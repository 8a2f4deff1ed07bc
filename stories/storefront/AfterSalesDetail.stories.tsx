import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AfterSalesDetail } from '@kontor/ui/storefront/AfterSalesDetail';
import { PROOF_SRC, request } from './after-sales-fixtures';

const meta = {
  title: 'Storefront/AfterSalesDetail',
  component: AfterSalesDetail,
  args: {
    request,
    proofImages: [
      { link: '/admin/sys-file/kontor/a1.png', src: PROOF_SRC, name: 'corner.png' },
      { link: '/admin/sys-file/kontor/a2.png', src: PROOF_SRC, name: 'glass.png' },
      // Never shown: not an address a picture loads from.
      { link: '/admin/sys-file/kontor/a3.png', src: 'javascript:alert(1)', name: 'evil.png' },
    ],
    proofOfPurchase: [
      { link: '/admin/sys-file/kontor/invoice.png', src: PROOF_SRC, name: 'invoice.png' },
    ],
    opinions: [],
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AfterSalesDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A proof opens full size in a dialog viewer and Escape closes it, focus returning to its thumbnail. */
export const ProofViewer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pictures = canvas.getByRole('list', { name: 'Proof pictures' });
    await expect(within(pictures).getAllByRole('button')).toHaveLength(2);
    const thumb = canvas.getByRole('button', { name: 'View glass.png' });
    await userEvent.click(thumb);
    const viewer = await within(document.body).findByRole('dialog', { name: 'glass.png' });
    await expect(within(viewer).getByRole('img', { name: 'glass.png' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumb).toHaveFocus());
  },
};

/** A PDF receipt is no picture: a tile with its name that saves the file, not a broken thumbnail. */
export const PdfReceipt: Story = {
  args: {
    proofOfPurchase: [
      { link: '/admin/sys-file/kontor/receipt.pdf', src: PROOF_SRC, name: 'receipt.pdf', mimeType: 'application/pdf' },
    ],
    onSaveProof: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const purchase = canvas.getByRole('list', { name: 'Proof of purchase' });
    await expect(within(purchase).queryByRole('img')).toBeNull();
    await expect(within(purchase).getByText('receipt.pdf')).toBeVisible();
    await userEvent.click(within(purchase).getByRole('button', { name: 'Save receipt.pdf' }));
    await expect(args.onSaveProof).toHaveBeenCalledWith(expect.objectContaining({ link: '/admin/sys-file/kontor/receipt.pdf' }));
    // The pictures still open in the viewer.
    await expect(within(canvas.getByRole('list', { name: 'Proof pictures' })).getAllByRole('button')).toHaveLength(2);
  },
};

/** Cancel while allowed (status 0), after a question; the request's opinions say none yet. */
export const CancelWhileAllowed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No handling opinion yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel request' }));
    const ask = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
  },
};

/** Once handled, there is no cancel; the handling opinions show as plain text, markup and all. */
export const HandledWithOpinions: Story = {
  args: {
    request: { ...request, status: 1 },
    opinions: [
      {
        id: 1,
        content: 'We will send two replacement glass tops. <b>not bold</b>',
        createTime: '2026-11-21 14:00:00',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Status: Handling opinions')).toBeVisible();
    await expect(canvas.getByText(/<b>not bold<\/b>/)).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  },
};

export const GermanVip: Story = {
  args: { request: { ...request, status: 9 } },
  globals: { language: 'de', theme: 'vip' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Status: Storniert')).toBeVisible();
  },
};
