import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackDialog } from '@kontor/ui/storefront/FeedbackDialog';
import { seedUserInfo } from '../../.storybook/mocks/header.handlers.js';

const user = seedUserInfo('ddp-buyer');

const meta = {
  title: 'Storefront/FeedbackDialog',
  component: FeedbackDialog,
  args: { salesName: user.salesname, salesPhone: user.salesPhone },
} satisfies Meta<typeof FeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const SalesContact: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Feedback' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Your sales contact' });
    await expect(within(dialog).getByText('Li Wei')).toBeVisible();
    const phone = within(dialog).getByRole('link', { name: 'Call +86 574 8765 4321' });
    await expect(phone).toHaveAttribute('href', 'tel:+8657487654321');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const NoContactYet: Story = {
  args: { salesName: undefined, salesPhone: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Feedback' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText('Not assigned yet')).toBeVisible();
    // Server text never becomes another kind of link: only digits reach the tel: URI.
    await expect(within(dialog).getByRole('link')).toHaveAttribute('href', 'tel:1');
  },
};
