import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MenuSearch, type MenuSearchProps, type MenuSearchResult } from '@kontor/ui/shell/MenuSearch';

const ENTRIES: MenuSearchResult[] = [
  { id: '11', label: 'Recommendations', to: '/index' },
  { id: '12', label: 'Brands', to: '/product' },
  { id: '13', label: 'Container cart', to: '/shopping' },
  { id: '21', label: 'Service requests', to: '/partsService' },
  { id: '22', label: 'Spare parts shop', to: '/productPageParts' },
];

function Searching(args: MenuSearchProps) {
  const [query, setQuery] = useState('');
  // The app's rule: labels that start with what was typed (see shop-app menu-rules).
  const results = query.trim() ? ENTRIES.filter((e) => e.label.toLowerCase().startsWith(query.trim().toLowerCase())) : [];
  return <MenuSearch {...args} query={query} onQueryChange={setQuery} results={results} />;
}

const meta = {
  title: 'Shell/MenuSearch',
  component: MenuSearch,
  args: { query: '', onQueryChange: fn(), results: [], onSelect: fn() },
  render: (args) => <Searching {...args} />,
} satisfies Meta<typeof MenuSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: typing "s" offers the entries starting with S; arrows and Enter open one. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Search the menu' });
    await userEvent.click(input);
    await userEvent.keyboard('s');
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Service requests', 'Spare parts shop']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(ENTRIES[4]);
    await expect(input).toHaveValue('');
  },
};

/** Pointer: a match is picked by click. */
export const Pointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Con');
    await userEvent.click(await screen.findByRole('option', { name: 'Container cart' }));
    await expect(args.onSelect).toHaveBeenCalledWith(ENTRIES[2]);
  },
};

/** Escape gives the search up: the suggestions close and the field empties (as a search field's Escape does). */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Search the menu' });
    await userEvent.click(input);
    await userEvent.keyboard('s');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
  },
};
