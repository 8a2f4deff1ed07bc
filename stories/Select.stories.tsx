import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from '@kontor/ui/Select';

const PORTS = [
  { id: 'hamburg', name: 'Hamburg' },
  { id: 'rotterdam', name: 'Rotterdam' },
  { id: 'antwerp', name: 'Antwerp' },
  { id: 'felixstowe', name: 'Felixstowe' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select<(typeof PORTS)[number]>,
  args: {
    label: 'Port of arrival',
    items: PORTS,
    onChange: fn(),
    children: (port: (typeof PORTS)[number]) => <SelectItem id={port.id}>{port.name}</SelectItem>,
  },
} satisfies Meta<typeof Select<(typeof PORTS)[number]>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Port of arrival/ });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Antwerp' }));
    await expect(args.onChange).toHaveBeenCalledWith('antwerp');
    await expect(trigger).toHaveTextContent('Antwerp');
  },
};

export const Keyboard: Story = {
  args: { disabledKeys: ['rotterdam'] },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Port of arrival/ });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Hamburg' })).toHaveFocus(),
    );
    // Rotterdam is disabled, so one ArrowDown lands on Antwerp.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('antwerp');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The port of arrival must be selected' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The port of arrival must be selected'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Port of arrival/ }),
    ).toBeDisabled();
  },
};
