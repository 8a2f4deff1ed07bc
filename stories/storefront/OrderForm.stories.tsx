import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CartKind } from '@kontor/api/rules';
import { openLazySelect, openLazySelectByKeyboard } from '../lazy-select';
import { OrderForm, type AddressChoice, type OrderFormValue } from '@kontor/ui/storefront/OrderForm';

const addresses: AddressChoice[] = [
  {
    id: 1,
    label: 'Gartenwelt GmbH, Hafenstraße 12, 20457 Hamburg',
    address: { company: 'Gartenwelt GmbH', street: 'Hafenstraße 12', postalCode: '20457', contactPerson: 'Jana Vogt', phone: '04012345678' },
  },
  {
    id: 2,
    label: 'Lager Süd, Industriestraße 3',
    address: { company: 'Gartenwelt GmbH', street: 'Industriestraße 3', postalCode: '', contactPerson: 'Tom Berg', phone: '' },
    editHref: '/personal?address=2',
  },
];
const ports = [
  { id: 1, name: 'Hamburg' },
  { id: 2, name: 'Rotterdam' },
];

/** Controlled like the shop's draft. A fixed Wednesday keeps the earliest dates stable. */
function LiveForm({
  kind,
  onSubmit,
  serverError,
  volume,
  placed,
}: {
  kind: CartKind;
  onSubmit: (value: OrderFormValue) => void;
  serverError?: string;
  volume?: number;
  /** An edit: the order as it was placed. */
  placed?: OrderFormValue;
}) {
  const [value, setValue] = useState<OrderFormValue>(placed ?? {});
  return (
    <OrderForm
      kind={kind}
      {...(placed ? { mode: 'edit' as const, placedEta: placed.eta } : {})}
      value={value}
      onChange={setValue}
      addresses={addresses}
      ports={ports}
      paymentTerms="30% deposit, 70% against bill of lading"
      today={new Date(2026, 10, 25)}
      volume={volume}
      onSubmit={onSubmit}
      serverError={serverError}
    />
  );
}

/** The ETA field is light first: the pointer reaching it loads the full date picker, whose day segments come back. */
async function etaDaySegment(canvas: ReturnType<typeof within>) {
  await userEvent.hover(canvas.getByRole('group', { name: /^ETA/ }));
  return canvas.findAllByRole('spinbutton', { name: /day/i });
}

/** A pallet order's required fields filled: ETA Tuesday 1 December 2026 (typed day, month, year: British English) and the complete address. */
async function fillPalletOrder(canvas: ReturnType<typeof within>) {
  const [day] = await etaDaySegment(canvas);
  await userEvent.click(day!);
  await userEvent.keyboard('01122026');
  await userEvent.click(canvas.getByRole('radio', { name: /Gartenwelt GmbH, Hafenstraße 12/ }));
}

const meta = {
  title: 'Storefront/OrderForm',
  component: LiveForm,
  args: { kind: 'container', onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredFieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Asked again each time: the focus on the first field to fix loads the full date picker, which draws the error anew.
    await waitFor(() => expect(canvas.getByText('Please select an ETA')).toBeVisible());
    await expect(canvas.getByText('Please select the number of containers')).toBeVisible();
    await expect(canvas.getByText('Please choose a delivery address')).toBeVisible();
    // The first field to fix takes the focus (the ETA, at the form's top), not the submit button.
    await waitFor(() => expect(canvas.getByRole('group', { name: /^ETA/ })).toContainElement(document.activeElement as HTMLElement));
  },
};

export const IncompleteAddressNotSelectable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Lager Süd, Industriestraße 3' })).toBeDisabled();
    await expect(canvas.getByText(/missing: Postal code and Phone/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete this address' })).toHaveAttribute('href', '/personal?address=2');
    await expect(canvas.getByText(/at least 6 weeks/)).toBeVisible();
  },
};

export const ValidSubmit: Story = {
  args: { kind: 'pallet' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('spinbutton', { name: /Number of containers/ })).toBeNull();
    // Typed by segments, after the earliest (Monday 30 November, three working days out).
    await fillPalletOrder(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ eta: '2026-12-01', addressId: 1 }));
  },
};

/** The calendar opens on the chosen day; the keyboard picks the next one. */
export const CalendarPicksADay: Story = {
  args: { kind: 'pallet' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [day] = await etaDaySegment(canvas);
    await userEvent.click(day!);
    await userEvent.keyboard('01122026');
    await userEvent.click(canvas.getByRole('button', { name: /Choose a date in the calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('button', { name: /(^|Today, )Tuesday, 1 December 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('radio', { name: /Gartenwelt GmbH, Hafenstraße 12/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ eta: '2026-12-02' }));
  },
};

/** Port (pointer) and container type (keyboard): each list loads on the way to it and opens on the first press. */
export const PortAndContainerType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [day] = await etaDaySegment(canvas);
    await userEvent.click(day!);
    await userEvent.keyboard('11012027');
    await openLazySelect(canvasElement, /Port of arrival/);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Rotterdam' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Port of arrival/ })).toHaveTextContent('Rotterdam'));
    await openLazySelectByKeyboard(canvasElement, /Container type/);
    const list = await within(document.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: "40'H" }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Number of containers/ }), '2');
    await userEvent.click(canvas.getByRole('radio', { name: /Gartenwelt GmbH, Hafenstraße 12/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ eta: '2027-01-11', portId: 2, cabinetType: '40H', containerCount: 2, addressId: 1 }),
    );
  },
};

/** A typed Saturday, and one 20′ (25 m³) for 51.72 m³ of goods: both refused at their fields, nothing sent. */
export const WeekendAndTooFewContainers: Story = {
  args: { volume: 51.72 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [day] = await etaDaySegment(canvas);
    await userEvent.click(day!);
    await userEvent.keyboard('16012027');
    await openLazySelectByKeyboard(canvasElement, /Container type/);
    const list = await within(document.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: "20'" }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Number of containers/ }), '1');
    await userEvent.click(canvas.getByRole('radio', { name: /Gartenwelt GmbH, Hafenstraße 12/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(canvas.getByText('Deliveries arrive on working days: please choose a day from Monday to Friday')).toBeVisible());
    await expect(canvas.getByText('These containers cannot hold the goods: choose more or larger containers')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * An order's edit keeps the ETA it was placed with, though it is now nearer than six weeks and a Sunday: only a
 * changed ETA is held to the rules.
 */
export const EditKeepsThePlacedEta: Story = {
  args: { placed: { eta: '2026-12-13', cabinetType: '40', containerCount: 1, addressId: 1, portId: 1, remark: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ eta: '2026-12-13' }));
    const [day] = await etaDaySegment(canvas);
    await userEvent.click(day!);
    await userEvent.keyboard('12122026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(canvas.getByText('This ETA is too early; please allow for the delivery lead time')).toBeVisible());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The number of containers stays within what the server takes (1 to 99): a larger number typed becomes 99. */
export const ContainerCountWithinRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByRole('textbox', { name: /Number of containers/ });
    await userEvent.clear(count);
    await userEvent.type(count, '150');
    await userEvent.tab();
    await expect(count).toHaveValue('99');
  },
};

/** A remark past the contract's bound is said at once at the field; the order waits, the text stays to be shortened. */
export const RemarkTooLong: Story = {
  args: { kind: 'pallet' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillPalletOrder(canvas);
    const remark = canvas.getByRole('textbox', { name: 'Remarks' });
    await userEvent.click(remark);
    await userEvent.paste('Unload at gate 3. '.repeat(112));
    await expect(remark).toHaveAccessibleDescription(/This text can have at most 2,000 characters\./);
    await expect(remark).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(remark).toHaveFocus());
    await expect((remark as HTMLTextAreaElement).value).toHaveLength(18 * 112);
    // Shortened, it goes.
    await userEvent.clear(remark);
    await userEvent.type(remark, 'Unload at gate 3.');
    await expect(remark).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ remark: 'Unload at gate 3.' }));
  },
};

export const ServerRefusal: Story = {
  args: { serverError: 'validation.cart.volumeCap' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The total volume cannot exceed 65 m³');
  },
};

/**
 * The light ETA field looks like the picker it stands for (same size, no shift when the real one arrives); a press on
 * its calendar button opens the calendar once loaded, a Tab to it lands on the first date segment.
 */
export const LightEtaFieldLoadsOnIntent: Story = {
  args: { kind: 'pallet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const light = canvas.getByRole('group', { name: /^ETA/ });
    const before = light.getBoundingClientRect();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.getByText(/^Earliest:/)).toBeVisible();
    await userEvent.click(within(light).getByRole('button', { name: /Choose a date in the calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeVisible();
    const full = canvas.getByRole('group', { name: /^ETA/ });
    const after = full.getBoundingClientRect();
    await expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
    await expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(1);
    await expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** A keyboard user tabbing to the light field ends up in the full picker's first segment. */
export const LightEtaFieldTakesTheFocus: Story = {
  args: { kind: 'pallet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: /^ETA/ }).focus();
    const [first] = await canvas.findAllByRole('spinbutton');
    await waitFor(() => expect(first).toHaveFocus());
  },
};
