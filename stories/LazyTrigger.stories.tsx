import { useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TriggerButton } from '@kontor/ui/Button';
import { Dialog } from '@kontor/ui/Dialog';
import { LazyDialogTrigger, LazyMenuTrigger, LazySelect } from '@kontor/ui/LazyTrigger';
import { Menu, MenuItem, MenuSeparator } from '@kontor/ui/Menu';

/** Stands in for `() => import('./Part.js')`: the part arrives a moment after it is first asked for. */
const later =
  <P extends object>(part: ComponentType<P>) =>
  () =>
    new Promise<{ default: ComponentType<P> }>((done) => setTimeout(() => done({ default: part }), 150));

const loadAccountMenu = later(() => (
  <Menu>
    <MenuItem id="personal">Personal centre</MenuItem>
    <MenuItem id="shopping">Container cart</MenuItem>
    <MenuSeparator />
    <MenuItem id="logout" variant="danger">
      Log out
    </MenuItem>
  </Menu>
));

const loadContactDialog = later(() => (
  <Dialog title="Your sales contact">
    <p>Anna Schmidt · +49 40 123456</p>
  </Dialog>
));

interface Args {
  onOpenChange: (isOpen: boolean) => void;
}

const meta = {
  title: 'Primitives/LazyTrigger',
  args: { onOpenChange: fn() },
  render: ({ onOpenChange }) => (
    <LazyMenuTrigger load={loadAccountMenu} onOpenChange={onOpenChange}>
      <TriggerButton variant="secondary">Anna Schmidt</TriggerButton>
      {(AccountMenu) => <AccountMenu />}
    </LazyMenuTrigger>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Pointer: the menu opens on the first press (its code arriving meanwhile), an item closes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Anna Schmidt' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(body(canvasElement).queryByRole('menu')).toBeNull();
    await userEvent.click(trigger);
    // Named by its trigger, as under MenuTrigger.
    const menu = await body(canvasElement).findByRole('menu', { name: 'Anna Schmidt' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Container cart' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Keyboard: ↓, Enter and Space open on the first item, ↑ on the last; Escape closes and gives focus back. */
export const MenuKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Anna Schmidt' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    for (const [key, first] of [
      ['{ArrowDown}', 'Personal centre'],
      ['{Enter}', 'Personal centre'],
      [' ', 'Personal centre'],
      ['{ArrowUp}', 'Log out'],
    ] as const) {
      await userEvent.keyboard(key);
      const menu = await body(canvasElement).findByRole('menu');
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: first })).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    }
    // Keys the trigger does not use go on to the page (Tab moves on).
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
  },
};

/** A dialog trigger: Enter opens the modal once its code has arrived; Escape closes it and focus comes back. */
export const DialogTrigger: Story = {
  render: ({ onOpenChange }) => (
    <LazyDialogTrigger load={loadContactDialog} onOpenChange={onOpenChange}>
      <TriggerButton>Feedback</TriggerButton>
      {(ContactDialog) => <ContactDialog />}
    </LazyDialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Feedback' });
    await expect(trigger).not.toHaveAttribute('aria-haspopup');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Your sales contact' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Pointer: the close button closes it too.
    await userEvent.click(trigger);
    const again = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const SORT_ORDERS = [
  { id: 'default', label: 'Recommended' },
  { id: 'priceUp', label: 'Price, low to high' },
  { id: 'priceDown', label: 'Price, high to low' },
  { id: 'name', label: 'Name' },
];

function SortOrder() {
  const [value, setValue] = useState<string | null>('default');
  return <LazySelect label="Sort by" options={SORT_ORDERS} value={value} onChange={setValue} />;
}

/**
 * LazySelect: the Select's trigger first; the list box's code loads when focus (or the pointer) reaches it and the
 * full Select takes over in place, keeping the focus. Keyboard: ↓ opens the list, Enter chooses.
 */
export const Select: Story = {
  render: () => <SortOrder />,
  play: async ({ canvasElement }) => {
    const sortBy = () => within(canvasElement).getByRole('button', { name: /Sort by/ });
    await expect(sortBy()).toHaveTextContent('Recommended');
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(sortBy()).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const list = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Recommended' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(sortBy()).toHaveTextContent('Price, low to high');
    await waitFor(() => expect(sortBy()).toHaveFocus());
  },
};

const SERVICE_TYPES = [
  { id: '1', label: 'Replace product' },
  { id: '2', label: 'Repair' },
];

function RequiredServiceType({ onBlur }: { onBlur: () => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <LazySelect
      label="Service type"
      options={SERVICE_TYPES}
      value={value}
      onChange={setValue}
      isRequired
      isInvalid={value === null}
      errorMessage={value === null ? 'Please select a service type' : undefined}
      onBlur={onBlur}
    />
  );
}

/**
 * LazySelect in a form: the form's error shows below the light trigger and describes it, stays when the full Select
 * takes over, and goes once a type is chosen; leaving the field tells the form (it marks the field touched).
 */
export const SelectInvalid: Story = {
  render: ({ onOpenChange }) => <RequiredServiceType onBlur={() => onOpenChange(false)} />,
  play: async ({ canvasElement, args }) => {
    const trigger = () => within(canvasElement).getByRole('button', { name: /Service type/ });
    await expect(within(canvasElement).getByText('Please select a service type')).toBeVisible();
    await expect(trigger()).toHaveAccessibleDescription('Please select a service type');
    await expect(trigger().parentElement).not.toHaveAttribute('data-rac');
    await userEvent.tab();
    // The full Select has taken over (focused) with the same error.
    await waitFor(() => expect(trigger().parentElement).toHaveAttribute('data-rac'));
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(trigger()).toHaveAccessibleDescription('Please select a service type');
    await userEvent.keyboard('{ArrowDown}');
    const list = await body(canvasElement).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Repair' }));
    await waitFor(() => expect(trigger()).toHaveTextContent('Repair'));
    await expect(within(canvasElement).queryByText('Please select a service type')).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalled());
  },
};
