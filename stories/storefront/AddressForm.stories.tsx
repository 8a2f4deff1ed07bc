import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressForm } from '@kontor/ui/storefront/AddressForm';
import { seedAddresses } from '../../.storybook/mocks/cart.handlers.js';

const [complete, incomplete] = seedAddresses();

const meta = {
  title: 'Storefront/AddressForm',
  component: AddressForm,
  args: { onSubmit: fn(), onCancel: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const phoneField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Phone/ });

/** A new address: saving empty names every required field at the field, and focus goes to the first. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'New delivery address' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('The company cannot be empty')).toBeVisible();
    await expect(canvas.getByText('The street cannot be empty')).toBeVisible();
    await expect(canvas.getByText('The postal code cannot be empty')).toBeVisible();
    await expect(canvas.getByText('The contact person cannot be empty')).toBeVisible();
    await expect(canvas.getByText('Please enter a phone number')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Company/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The phone helper's three messages: empty, not 11 characters, not digits; eleven digits pass. */
export const PhoneErrors: Story = {
  args: { address: { ...complete, phone: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = phoneField(canvasElement);
    await userEvent.click(phone);
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a phone number')).toBeVisible();
    await userEvent.type(phone, '+49 421 55');
    await expect(await canvas.findByText('The phone number must have 11 digits')).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '0421-555019');
    await expect(await canvas.findByText('Please enter a valid phone number')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(phone);
    await userEvent.type(phone, '04215550199');
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '04215550199' })));
  },
};

/** An overlapping window keeps the form from saving; removing it saves the rest with every field. */
export const WindowsRefusedThenSaved: Story = {
  args: { address: complete },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('receiving-window')).toHaveLength(5);
    // The sixth starts on Saturday; moved to Monday it overlaps Monday's 08:00–16:00.
    await userEvent.click(canvas.getByRole('button', { name: 'Add a receiving time' }));
    const sixth = within(canvas.getByRole('group', { name: 'Receiving time 6' }));
    await userEvent.click(sixth.getByRole('button', { name: /Saturday Weekday/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Monday' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('This receiving time overlaps another one on the same day')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(sixth.getByRole('button', { name: /^Remove Monday/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Forklift needed' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Self pick-up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 1,
          company: 'Gartenwelt Hoffmann GmbH',
          phone: '15112345678',
          fax: '0421 555 0199',
          isElevator: false,
          isNotice: true,
          deliveryType: 2,
          receivingTimes: expect.arrayContaining([{ weekday: 1, startTime: '08:00', endTime: '16:00' }]),
        }),
      ),
    );
  },
};

/** Opened from the order form's "complete this address": it starts in the first missing field. */
export const CompleteAnIncompleteAddress: Story = {
  args: { address: incomplete, autoFocusField: 'postalCode' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit delivery address' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Postal code/ })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'Self pick-up' })).toBeChecked();
  },
};

/** A failed save keeps everything typed and says why above the buttons. */
export const SaveFails: Story = {
  args: { address: complete, onSubmit: fn(() => Promise.reject(new Error('validation.phone.format'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a valid phone number');
    await expect(canvas.getByRole('textbox', { name: /Company/ })).toHaveValue('Gartenwelt Hoffmann GmbH');
  },
};
