import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { GridList, GridListItem } from '@kontor/ui/GridList';

interface Address {
  id: number;
  company: string;
  city: string;
}

const ADDRESSES: Address[] = [
  { id: 1, company: 'Gartenwelt GmbH', city: 'Hamburg' },
  { id: 2, company: 'Jardin & Co', city: 'Lyon' },
  { id: 3, company: 'Huayuan Trading', city: 'Shanghai' },
];

const meta = {
  title: 'Primitives/GridList',
  component: GridList<Address>,
  args: {
    'aria-label': 'Delivery addresses',
    items: ADDRESSES,
    selectionMode: 'multiple',
    onSelectionChange: fn(),
    children: (address: Address) => (
      <GridListItem textValue={address.company}>
        {address.company}, {address.city}
      </GridListItem>
    ),
  },
} satisfies Meta<typeof GridList<Address>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pointer: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByRole('row', { name: /Jardin/ });
    await userEvent.click(row);
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const rows = within(canvasElement).getAllByRole('row');
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await expect(getComputedStyle(rows[0]!).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};
