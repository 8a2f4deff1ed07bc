import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@kontor/ui/Table';
import { TagTabs, type TagTab } from '@kontor/ui/shell/TagTabs';

const OPEN: TagTab[] = [
  { value: '/wel/index', label: 'Home', closable: false },
  { value: '/shopping', label: 'Container cart', closable: true },
  { value: '/pallet', label: 'Pallet cart', closable: true },
  { value: '/personal', label: 'Personal centre', closable: true },
];

const GERMAN: TagTab[] = [
  { value: '/wel/index', label: 'Startseite', closable: false },
  { value: '/shopping', label: 'Containerwarenkorb', closable: true },
  { value: '/partsService', label: 'Kundendienst- und Ersatzteilanfragen', closable: true },
  { value: '/personalParts', label: 'Persönlicher Bereich des Ersatzteilshops', closable: true },
  { value: '/admin/sysxxfsjl/index', label: 'Nachrichtenzentrale', closable: true },
];

/** The rules as the app applies them: close others keeps home and the tab; close all goes back home. */
function OpenPages({ initial, onNavigate }: { initial: TagTab[]; onNavigate: (value: string) => void }) {
  const [tabs, setTabs] = useState(initial);
  const [active, setActive] = useState(initial[1]?.value ?? initial[0]!.value);
  const go = (value: string) => {
    setActive(value);
    onNavigate(value);
  };
  return (
    <div style={{ height: 240, display: 'flex', flexDirection: 'column' }}>
      <TagTabs
        tabs={tabs}
        active={active}
        onSelect={go}
        onClose={(value) => {
          const rest = tabs.filter((t) => t.value !== value);
          setTabs(rest);
          if (value === active) go(rest[rest.length - 1]!.value);
        }}
        onCloseOthers={(value) => {
          setTabs(tabs.filter((t) => t.value === value || !t.closable));
          go(value);
        }}
        onCloseAll={() => {
          setTabs(tabs.filter((t) => !t.closable));
          go('/wel/index');
        }}
      >
        <p>{tabs.find((t) => t.value === active)?.label}</p>
      </TagTabs>
    </div>
  );
}

const meta = {
  title: 'Shell/TagTabs',
  component: TagTabs,
  args: { tabs: OPEN, active: '/shopping', onSelect: fn(), onClose: fn(), onCloseOthers: fn(), onCloseAll: fn(), children: null },
  render: (args) => <OpenPages initial={[...args.tabs]} onNavigate={args.onSelect} />,
} satisfies Meta<typeof TagTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer: a tab's × closes it; right click → Close all leaves only the home tab. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Container cart' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByTitle('Close Pallet cart'));
    await expect(canvas.queryByRole('tab', { name: 'Pallet cart' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Personal centre' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('/personal');
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('tab', { name: 'Personal centre' }) });
    const menu = await screen.findByRole('menu', { name: 'Personal centre: tab actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close all' }));
    await waitFor(() => expect(canvas.getAllByRole('tab')).toHaveLength(1));
    await expect(canvas.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith('/wel/index');
  },
};

/** Keyboard: Shift+F10 on a tab opens its menu; Close others keeps home and that tab. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Container cart' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Pallet cart: tab actions' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Home', 'Pallet cart']));
    // Delete closes the focused tab; the home tab stays whatever is pressed.
    canvas.getByRole('tab', { name: 'Pallet cart' }).focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.getAllByRole('tab')).toHaveLength(1));
    canvas.getByRole('tab', { name: 'Home' }).focus();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.getByRole('tab', { name: 'Home' })).toBeInTheDocument();
  },
};

/** The last remaining tab cannot be closed: no ×, and Close is disabled in its menu. */
export const LastTab: Story = {
  args: { tabs: [{ value: '/shopping', label: 'Container cart', closable: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTitle('Close Container cart')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tab actions' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Close' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** Long German labels stay whole in their tabs; the bar scrolls sideways instead of cutting them. */
export const LongGermanLabels: Story = {
  globals: { language: 'de' },
  args: { tabs: GERMAN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = canvas.getByRole('tab', { name: 'Persönlicher Bereich des Ersatzteilshops' });
    await expect(tab).toBeVisible();
    await userEvent.pointer({ keys: '[MouseRight]', target: tab });
    await expect(await screen.findByRole('menuitem', { name: 'Andere schließen' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * A page opened whose tab is not there yet (the app adds it a moment later) shows beside the kept pages, whole: its
 * own table too, which react-aria's tab list once took for tabs (the message centre then failed with the 500 state).
 */
export const PageWithoutTabYet: Story = {
  args: { tabs: OPEN.slice(0, 2), active: '/admin/sysxxfsjl/index' },
  render: (args) => (
    <div style={{ height: 240, display: 'flex', flexDirection: 'column' }}>
      <TagTabs {...args}>
        {(value, isCurrent) =>
          isCurrent ? (
            <Table aria-label="Messages">
              <TableHeader>
                <Column isRowHeader>Title</Column>
                <Column>Sender</Column>
              </TableHeader>
              <TableBody>
                <Row id="1">
                  <Cell>Container KO12 shipped</Cell>
                  <Cell>Logistics</Cell>
                </Row>
              </TableBody>
            </Table>
          ) : (
            <p>{value}</p>
          )
        }
      </TagTabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Messages' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Container KO12 shipped' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Home', 'Container cart']);
  },
};
