import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { orderForm, type OrderForm } from '@kontor/api/contract';
import { CONTAINER_LABELS, CONTAINER_TYPES } from '@kontor/api/rules';
import { Form, FormError, FormField, bindIsoDate, bindNumber, useZodForm } from '@kontor/ui/Form';
import { Button } from '@kontor/ui/Button';
import { DatePicker } from '@kontor/ui/DatePicker';
import { NumberField } from '@kontor/ui/NumberField';
import { Select, SelectItem } from '@kontor/ui/Select';

// Saved delivery addresses as the address book returns them; the second lacks its postal code.
const ADDRESSES = [
  {
    id: 'hh',
    name: 'Gartenwelt GmbH, Hamburg',
    record: {
      company: 'Gartenwelt GmbH',
      street: 'Kaistraße 4',
      postalCode: '20457',
      contactPerson: 'Anna Berg',
      phone: '+49 40 123456',
    },
  },
  {
    id: 'ly',
    name: 'Jardin & Co, Lyon',
    record: {
      company: 'Jardin & Co',
      street: '12 quai Rambaud',
      postalCode: '',
      contactPerson: 'Luc Martin',
      phone: '+33 4 7200 0000',
    },
  },
];
const CABINETS = CONTAINER_TYPES.map((id) => ({ id, name: CONTAINER_LABELS[id] }));

interface OrderFormDemoProps {
  defaultValues?: Partial<OrderForm>;
  onSubmit: (order: OrderForm) => void | Promise<void>;
}

/** A small container order: ETA, cabinet and containers, the delivery address; the contract's own schema checks it. */
function OrderFormDemo({ defaultValues, onSubmit }: OrderFormDemoProps) {
  const form = useZodForm(orderForm, {
    defaultValues: {
      kind: 'container',
      eta: null,
      cabinetType: null,
      containerCount: null,
      address: null,
      cartIds: [],
      ...defaultValues,
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Place container order">
      <FormField
        name="eta"
        render={({ fieldProps }) => <DatePicker label="ETA" {...bindIsoDate(fieldProps)} />}
      />
      <FormField
        name="cabinetType"
        render={({ fieldProps }) => (
          <Select
            label="Cabinet type"
            items={CABINETS}
            {...fieldProps}
            value={fieldProps.value ?? null}
          >
            {(cabinet) => <SelectItem id={cabinet.id}>{cabinet.name}</SelectItem>}
          </Select>
        )}
      />
      <FormField
        name="containerCount"
        render={({ fieldProps }) => <NumberField label="Containers" {...bindNumber(fieldProps)} />}
      />
      <FormField
        name="address"
        render={({ fieldProps }) => (
          <Select
            label="Delivery address"
            items={ADDRESSES}
            {...fieldProps}
            value={ADDRESSES.find((address) => address.record === fieldProps.value)?.id ?? null}
            onChange={(id) =>
              fieldProps.onChange(ADDRESSES.find((address) => address.id === id)?.record ?? null)
            }
          >
            {(address) => <SelectItem id={address.id}>{address.name}</SelectItem>}
          </Select>
        )}
      />
      <FormError />
      <Button type="submit">Place order</Button>
    </Form>
  );
}

/** The server refuses the order (a business error's msg); the form must keep what was entered. */
async function rejectOrder(): Promise<void> {
  throw new Error('Demo environment, cannot operate');
}

const meta = {
  title: 'Primitives/Form',
  component: OrderFormDemo,
  args: { onSubmit: fn() },
} satisfies Meta<typeof OrderFormDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorsWhereTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const containers = canvas.getByRole('textbox', { name: 'Containers' });
    await userEvent.click(containers);
    await userEvent.type(containers, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    // Asked again each time: the focus on the first field to fix loads the full date picker, which draws the error anew.
    await waitFor(() => expect(canvas.getByText('Please select an ETA')).toBeVisible());
    await expect(canvas.getByText('Please select the number of containers')).toBeVisible();
    await expect(canvas.getByText('Please choose a delivery address')).toBeVisible();
    await expect(containers).toHaveValue('2');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { defaultValues: { eta: '2031-06-02', cabinetType: '40', address: ADDRESSES[1]!.record } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const containers = canvas.getByRole('textbox', { name: 'Containers' });
    containers.focus();
    await userEvent.keyboard('3{Enter}');
    // The address lacks its postal code: the error shows at the address and focus goes to the first invalid field.
    await expect(
      await canvas.findByText("Please complete the address's required information"),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-invalid]')).toHaveTextContent(
        'Delivery address',
      ),
    );
    await expect(containers).toHaveValue('3');
    // From the address, Tab goes on to the submit button.
    await userEvent.tab();
    const submit = canvas.getByRole('button', { name: 'Place order' });
    await waitFor(() => expect(submit).toHaveFocus());
    await expect(getComputedStyle(submit).outlineStyle).toBe('solid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  args: {
    defaultValues: {
      eta: '2031-06-02',
      cabinetType: '40',
      containerCount: 2,
      address: ADDRESSES[0]!.record,
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ eta: '2031-06-02', containerCount: 2 }),
      ),
    );
  },
};

export const SendingFails: Story = {
  args: {
    defaultValues: {
      eta: '2031-06-02',
      cabinetType: '40',
      containerCount: 2,
      address: ADDRESSES[0]!.record,
    },
    onSubmit: fn(rejectOrder),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Demo environment, cannot operate',
    );
    await expect(canvas.getByRole('textbox', { name: 'Containers' })).toHaveValue('2');
  },
};
