import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Address } from '@kontor/api/contract';
import { AddressList } from '@kontor/ui/storefront/AddressList';
import { seedAddresses } from '../../.storybook/mocks/cart.handlers.js';

const addresses = seedAddresses() as Address[];

const meta = {
  title: 'Storefront/AddressList',
  component: AddressList,
  args: { addresses, onAdd: fn(), onEdit: fn(), onDelete: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AddressList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field, the receiving times per weekday, and what an incomplete address misses. */
export const TwoAddresses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [complete, incomplete] = canvas.getAllByTestId('address-card');
    await expect(complete).toHaveTextContent('Default address');
    await expect(complete).toHaveTextContent('Ready for orders');
    await expect(within(complete!).getAllByTestId('receiving-day')).toHaveLength(5);
    await expect(incomplete).toHaveTextContent('Incomplete – orders cannot ship here until it has: Postal code and Phone');
    // The missing postal code has no row; the city keeps its own label.
    const terms = (card: HTMLElement) => [...card.querySelectorAll('dt')].map((term) => term.textContent);
    await expect(terms(incomplete!)).not.toContain('Postal code');
    await expect(terms(incomplete!)).toContain('City');
    await expect(terms(complete!)).toEqual(expect.arrayContaining(['Postal code', 'City']));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Gartenwelt Hoffmann Lager Nord' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Back from the address form: the edit button the form was opened from has the focus again. */
export const FocusBackOnItsEditButton: Story = {
  args: { focusOn: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Gartenwelt Hoffmann Lager Nord' })).toHaveFocus();
  },
};

/** Delete asks first; Cancel (the safe default under focus) keeps the address. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Gartenwelt Hoffmann Lager Nord' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Delete the address “Gartenwelt Hoffmann Lager Nord”?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Gartenwelt Hoffmann Lager Nord' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 })));
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no delivery address yet. Add one to place orders.')).toBeVisible();
  },
};

export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('address-card')[1]).toHaveTextContent('Postleitzahl und Telefon');
  },
};
