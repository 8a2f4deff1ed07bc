import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu, MenuItem } from '@kontor/ui/Menu';
import { Tab, TabList, TabPanel, Tabs } from '@kontor/ui/Tabs';

const PAGES = [
  { id: '/wel/index', label: 'Home' },
  { id: '/shopping', label: 'Container cart' },
  { id: '/pallet', label: 'Pallet cart' },
  { id: '/personal', label: 'Personal centre' },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Personal centre">
        <Tab id="orders">My orders</Tab>
        <Tab id="service">After-sales orders</Tab>
        <Tab id="account">Account</Tab>
        <Tab id="invoices" isDisabled>
          Invoices
        </Tab>
      </TabList>
      <TabPanel id="orders">No orders yet.</TabPanel>
      <TabPanel id="service">No after-sales orders.</TabPanel>
      <TabPanel id="account">Level, e-mail, country, sales representative.</TabPanel>
      <TabPanel id="invoices">Invoices.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Account' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('account');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('sales representative');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('tab', { name: 'My orders' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // The disabled tab is skipped and the row wraps round.
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('account');
  },
};

/**
 * Tabs wider than their box (German on a phone) stay one row that scrolls sideways inside the box: the side hiding
 * tabs fades out, and the tab chosen (here by keyboard) is scrolled into view.
 */
export const NarrowScrolls: Story = {
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    const tabs = within(list).getAllByRole('tab');
    const box = list.getBoundingClientRect();
    const container = canvasElement.querySelector('div')!.getBoundingClientRect();
    // One row: every tab shares the first one's top; the strip itself no wider than its box.
    for (const tab of tabs) await expect(tab.getBoundingClientRect().top).toBe(tabs[0]!.getBoundingClientRect().top);
    await expect(box.right).toBeLessThanOrEqual(container.right);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(list).toHaveAttribute('data-hidden-right'));
    await expect(list).not.toHaveAttribute('data-hidden-left');

    await userEvent.click(tabs[0]!);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const account = within(list).getByRole('tab', { name: 'Account' });
    await waitFor(() => expect(account).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(account.getBoundingClientRect().right).toBeLessThanOrEqual(box.right));
    await expect(account.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
    await waitFor(() => expect(list).toHaveAttribute('data-hidden-left'));
  },
};

/** The shell's tag tabs: closable (× or Delete), the home tab stays, right click opens the tab menu. */
function OpenPages({ onMenuAction }: { onMenuAction: (key: unknown) => void }) {
  const [pages, setPages] = useState(PAGES);
  const close = (id: string) => setPages((open) => open.filter((page) => page.id !== id));
  return (
    <Tabs>
      <TabList aria-label="Open pages" items={pages}>
        {(page) => (
          <Tab
            id={page.id}
            onClose={page.id === '/wel/index' ? undefined : () => close(page.id)}
            contextMenu={
              <Menu aria-label={`${page.label}: tab actions`} onAction={onMenuAction}>
                <MenuItem id="closeOthers">Close others</MenuItem>
                <MenuItem id="closeAll">Close all</MenuItem>
              </Menu>
            }
          >
            {page.label}
          </Tab>
        )}
      </TabList>
      {pages.map((page) => (
        <TabPanel key={page.id} id={page.id}>
          {page.label}
        </TabPanel>
      ))}
    </Tabs>
  );
}

export const Closable: Story = {
  render: (args) => <OpenPages onMenuAction={args.onSelectionChange ?? (() => undefined)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTitle('Close Pallet cart'));
    await expect(canvas.queryByRole('tab', { name: 'Pallet cart' })).toBeNull();

    await userEvent.click(canvas.getByRole('tab', { name: 'Container cart' }));
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('tab', { name: 'Container cart' })).toBeNull();

    const home = canvas.getByRole('tab', { name: 'Home' });
    await userEvent.click(home);
    await userEvent.keyboard('{Delete}');
    await expect(home).toBeInTheDocument();

    await userEvent.pointer({
      keys: '[MouseRight]',
      target: canvas.getByRole('tab', { name: 'Personal centre' }),
    });
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu', { name: 'Personal centre: tab actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close all' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('closeAll', undefined);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};
