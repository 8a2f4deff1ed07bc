import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { TriggerButton } from '../Button/TriggerButton.js';
import { ContextMenu } from './ContextMenu.js';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu.js';

function UserMenu({ onAction }: { onAction: (key: unknown) => void }) {
  return (
    <KontorProvider language="en">
      <MenuTrigger>
        <TriggerButton>Account</TriggerButton>
        <Menu onAction={onAction}>
          <MenuItem id="personal">Personal centre</MenuItem>
          <MenuItem id="shopping">Container cart</MenuItem>
          <MenuSeparator />
          <MenuItem id="logout" variant="danger">
            Log out
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </KontorProvider>
  );
}

describe('MenuTrigger and Menu', () => {
  it('opens on press, runs the chosen action and closes', async () => {
    const onAction = vi.fn();
    render(<UserMenu onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Personal centre', 'Container cart', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onAction.mock.calls.map(([key]) => key)).toEqual(['logout']);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is operable by keyboard', async () => {
    const onAction = vi.fn();
    render(<UserMenu onAction={onAction} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account' }));
  });
});

function TabWithMenu({ onAction }: { onAction: (key: unknown) => void }) {
  return (
    <KontorProvider language="en">
      <ContextMenu
        menu={
          <Menu aria-label="Tab actions" onAction={onAction}>
            <MenuItem id="close">Close</MenuItem>
            <MenuItem id="closeOthers">Close others</MenuItem>
          </Menu>
        }
      >
        <button type="button">Container cart</button>
      </ContextMenu>
    </KontorProvider>
  );
}

describe('ContextMenu', () => {
  it('replaces the browser’s menu on right click and runs the chosen action', async () => {
    const onAction = vi.fn();
    render(<TabWithMenu onAction={onAction} />);
    const target = screen.getByRole('button', { name: 'Container cart' });
    const event = new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      clientX: 120,
      clientY: 40,
    });
    fireEvent(target, event);
    expect(event.defaultPrevented).toBe(true);
    const menu = await screen.findByRole('menu', { name: 'Tab actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close others' }));
    expect(onAction.mock.calls.map(([key]) => key)).toEqual(['closeOthers']);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard with Shift+F10 and the ContextMenu key; Escape closes it', async () => {
    render(<TabWithMenu onAction={vi.fn()} />);
    const target = screen.getByRole('button', { name: 'Container cart' });
    target.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    expect(await screen.findByRole('menu', { name: 'Tab actions' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    target.focus();
    await userEvent.keyboard('{ContextMenu}');
    expect(await screen.findByRole('menu', { name: 'Tab actions' })).toBeTruthy();
  });

  it('leaves other keys and a plain click alone', async () => {
    render(<TabWithMenu onAction={vi.fn()} />);
    const target = screen.getByRole('button', { name: 'Container cart' });
    await userEvent.click(target);
    await userEvent.keyboard('{F10}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
