import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InvoiceForm } from '@kontor/ui/storefront/InvoiceForm';
import { MEMBER_INVOICE } from '../../.storybook/mocks/aftersales.handlers';

const meta = {
  title: 'Storefront/InvoiceForm',
  component: InvoiceForm,
  args: { memberInvoice: MEMBER_INVOICE, onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InvoiceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filled from the member's invoice data; sent as typed, with a note that it went. */
export const FromMemberData: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Company/ })).toHaveValue(MEMBER_INVOICE.company);
    await expect(canvas.getByRole('textbox', { name: /^VAT number/ })).toHaveValue('DE812345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Request invoice' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0]).toMatchObject({
      company: MEMBER_INVOICE.company,
      bankAccount: MEMBER_INVOICE.bankAccount,
      phone: '',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your invoice request has been sent.');
  },
};

/** Without invoice data: the company is required, at its field; a mail, when given, must be an address. */
export const EveryRule: Story = {
  args: { memberInvoice: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Invoice email/ }), 'rechnung');
    await userEvent.click(canvas.getByRole('button', { name: 'Request invoice' }));
    await expect(await canvas.findByText('The invoice company cannot be empty')).toBeVisible();
    await expect(canvas.getByText(/The e-mail address format is incorrect/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Company/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /^Invoice email/ })).toHaveValue('rechnung');
  },
};

/** A refusal shows above the button; everything typed stays. */
export const Refused: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Resource does not exist'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request invoice' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Resource does not exist');
    await expect(canvas.getByRole('textbox', { name: /^Company/ })).toHaveValue(MEMBER_INVOICE.company);
  },
};

/** By keyboard, in German (the long labels). */
export const GermanKeyboard: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: /^Firma/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ihre Rechnungsanforderung wurde gesendet.');
  },
};
