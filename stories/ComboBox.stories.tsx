import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from '@kontor/ui/ComboBox';

interface MenuEntry {
  id: string;
  name: string;
}
const MENUS: MenuEntry[] = [
  { id: '/shopping', name: 'Container cart' },
  { id: '/pallet', name: 'Pallet cart' },
  { id: '/personal', name: 'Personal centre' },
  { id: '/partsService', name: 'After-sales service' },
];

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox<MenuEntry>,
  args: {
    label: 'Menu search',
    defaultItems: MENUS,
    onSelectionChange: fn(),
    children: (entry: MenuEntry) => <ComboBoxItem id={entry.id}>{entry.name}</ComboBoxItem>,
  },
} satisfies Meta<typeof ComboBox<MenuEntry>>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show options/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Pallet cart' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('/pallet');
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('Pallet cart');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Menu search' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(getComputedStyle(input.parentElement!).outlineStyle).toBe('solid');
    await userEvent.keyboard('per');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    // Focus stays in the input; the highlighted option is its active descendant.
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('/personal');
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    await expect(await body(canvasElement).findByText('No matches')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a menu entry' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleDescription(
      'Choose a menu entry',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
