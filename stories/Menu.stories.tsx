import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TriggerButton } from '@kontor/ui/Button';
import {
  ContextMenu,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
} from '@kontor/ui/Menu';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <TriggerButton variant="secondary">Anna Schmidt</TriggerButton>
      <Menu {...args}>
        <MenuSection title="Account">
          <MenuItem id="personal">Personal centre</MenuItem>
          <MenuItem id="shopping">Container cart</MenuItem>
          <MenuItem id="pallet" isDisabled>
            Pallet cart
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" variant="danger">
          Log out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// react-aria calls onAction(key, value); these items carry no value.

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Anna Schmidt' });
    await userEvent.click(trigger);
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Pallet cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Container cart' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('shopping', undefined);
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Anna Schmidt' });
    await userEvent.tab();
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body(canvasElement).findByRole('menu');
    const first = within(menu).getByRole('menuitem', { name: 'Personal centre' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('logout', undefined);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const tabMenu = (onAction: (key: unknown) => void) => (
  <Menu aria-label="Tab actions" onAction={onAction}>
    <MenuItem id="close">Close</MenuItem>
    <MenuItem id="closeOthers">Close others</MenuItem>
    <MenuItem id="closeAll">Close all</MenuItem>
  </Menu>
);

/** The shell's tag tabs: right click, Shift+F10 or the ContextMenu key open the tab's menu. */
export const AsContextMenu: Story = {
  render: (args) => (
    <ContextMenu menu={tabMenu(args.onAction ?? (() => undefined))}>
      <button type="button">Container cart</button>
    </ContextMenu>
  ),
  play: async ({ canvasElement, args }) => {
    const target = within(canvasElement).getByRole('button', { name: 'Container cart' });
    await userEvent.pointer({ keys: '[MouseRight]', target });
    const menu = await body(canvasElement).findByRole('menu', { name: 'Tab actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close others' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('closeOthers', undefined);
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const ContextMenuKeyboard: Story = {
  render: AsContextMenu.render,
  play: async ({ canvasElement, args }) => {
    const target = within(canvasElement).getByRole('button', { name: 'Container cart' });
    await userEvent.tab();
    await waitFor(() => expect(target).toHaveFocus());
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body(canvasElement).findByRole('menu', { name: 'Tab actions' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Close' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(target).toHaveFocus());
    await userEvent.keyboard('{ContextMenu}');
    const again = await body(canvasElement).findByRole('menu', { name: 'Tab actions' });
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('closeAll', undefined);
  },
};
