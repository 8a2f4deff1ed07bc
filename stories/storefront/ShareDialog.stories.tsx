import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, screen } from 'storybook/test';
import { ShareDialog } from '@kontor/ui/storefront/ShareDialog';

const LINK = 'https://shop.kontor.example/shareShow?skuCode=SV02-105&share=Ab3dE';

const meta = {
  title: 'Storefront/ShareDialog',
  component: ShareDialog,
  args: { skuCode: 'SV02-105', onRequestLink: fn(async () => LINK), onSendEmail: fn(), copy: fn(async () => undefined) },
} satisfies Meta<typeof ShareDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The share link is fetched on opening and copied with one press. */
export const CopyLink: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share this product' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Share link' })).toHaveValue(LINK));
    await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    await expect(args.copy).toHaveBeenCalledWith(LINK);
    await expect(await dialog.findByText('Link copied to the clipboard.')).toBeVisible();
  },
};

/** Sender name and email are required; a wrong invitee address gets the spec's message. */
export const InviteeEmailFormat: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share this product' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('Please enter the sender name')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Your name/ }), 'Anna Berg');
    await userEvent.type(dialog.getByRole('textbox', { name: /Your email/ }), 'anna@gartenwelt.example');
    await userEvent.type(dialog.getByRole('textbox', { name: /Recipient email/ }), 'not-an-address');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('The invitee email format is incorrect, please check!')).toBeVisible();
    await expect(args.onSendEmail).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByRole('textbox', { name: /Recipient email/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Recipient email/ }), 'luc@jardin.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSendEmail).toHaveBeenCalledWith(expect.objectContaining({ inviteeEmail: 'luc@jardin.example', skuCode: 'SV02-105', shareUrl: LINK })));
    await expect(await dialog.findByText('The product was shared by email.')).toBeVisible();
  },
};
