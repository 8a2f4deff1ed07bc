import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SectionTabs } from '@kontor/ui/storefront/SectionTabs';

type Key = 'orders' | 'aftersales' | 'account';

/** Controlled like the personal centre (the section is in the address there). */
function LiveTabs({ initial = 'orders' }: { initial?: Key }) {
  const [selected, setSelected] = useState<Key>(initial);
  return (
    <SectionTabs<Key>
      aria-label="Personal centre sections"
      selected={selected}
      onSelect={setSelected}
      sections={[
        { id: 'orders', title: 'My orders', content: <p>Three orders this season.</p> },
        { id: 'aftersales', title: 'After-sales orders', content: <p>No open after-sales requests.</p> },
        { id: 'account', title: 'Account', content: <p>Gartenwelt Hoffmann GmbH</p> },
      ]}
    />
  );
}

const meta = {
  title: 'Storefront/SectionTabs',
  component: LiveTabs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A press selects a tab and shows its section alone. */
export const Pointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'My orders', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'My orders' })).toHaveTextContent('Three orders this season.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Account' }));
    await expect(canvas.getByRole('tab', { name: 'Account', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'Account' })).toHaveTextContent('Gartenwelt Hoffmann GmbH');
    await expect(canvas.queryByText('Three orders this season.')).toBeNull();
  },
};

/** Only the selected tab is a Tab stop; arrows (wrapping), Home and End move and select. */
export const Keyboard: Story = {
  args: { initial: 'aftersales' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'After-sales orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Account', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My orders', selected: true })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Account', selected: true })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tabpanel', { name: 'My orders' })).toHaveTextContent('Three orders this season.');
  },
};
