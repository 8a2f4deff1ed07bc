import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { Menu, MenuItem } from '../Menu/Menu.js';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';

const PAGES = [
  { id: 'home', label: 'Home' },
  { id: 'cart', label: 'Container cart' },
  { id: 'orders', label: 'My orders' },
];

function OpenPages({ onMenuAction = vi.fn() }: { onMenuAction?: (key: unknown) => void }) {
  const [pages, setPages] = useState(PAGES);
  const close = (id: string) => setPages((open) => open.filter((page) => page.id !== id));
  return (
    <KontorProvider language="de">
      <Tabs>
        <TabList aria-label="Open pages" items={pages}>
          {(page) => (
            <Tab
              id={page.id}
              onClose={page.id === 'home' ? undefined : () => close(page.id)}
              contextMenu={
                <Menu aria-label="Tab actions" onAction={onMenuAction}>
                  <MenuItem id="closeOthers">Close others</MenuItem>
                </Menu>
              }
            >
              {page.label}
            </Tab>
          )}
        </TabList>
        {pages.map((page) => (
          <TabPanel key={page.id} id={page.id}>
            {page.label} content
          </TabPanel>
        ))}
      </Tabs>
    </KontorProvider>
  );
}

describe('Tabs', () => {
  it('switches panels by pointer and by arrow keys', async () => {
    render(<OpenPages />);
    await userEvent.click(screen.getByRole('tab', { name: 'Container cart' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Container cart content');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My orders' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('My orders content');
  });

  it('closes a closable tab with Delete, but not the home tab', async () => {
    render(<OpenPages />);
    await userEvent.click(screen.getByRole('tab', { name: 'Home' }));
    await userEvent.keyboard('{Delete}');
    expect(screen.getByRole('tab', { name: 'Home' })).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}{Delete}');
    expect(screen.queryByRole('tab', { name: 'Container cart' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'My orders' }).getAttribute('aria-keyshortcuts')).toBe(
      'Delete',
    );
  });

  it('closes a tab with its × mark, titled in the shop’s language', async () => {
    render(<OpenPages />);
    const mark = screen.getByTitle('My orders schließen');
    await userEvent.click(mark);
    expect(screen.queryByRole('tab', { name: 'My orders' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the tab’s context menu on right click and with Shift+F10', async () => {
    const onMenuAction = vi.fn();
    render(<OpenPages onMenuAction={onMenuAction} />);
    const cart = screen.getByRole('tab', { name: 'Container cart' });
    fireEvent.contextMenu(cart, { clientX: 200, clientY: 20 });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close others' }));
    expect(onMenuAction.mock.calls.map(([key]) => key)).toEqual(['closeOthers']);
    await userEvent.click(screen.getByRole('tab', { name: 'Home' }));
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    expect(await screen.findByRole('menu', { name: 'Tab actions' })).toBeTruthy();
  });
});
