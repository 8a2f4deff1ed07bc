import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@kontor/api/rules';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { ComboBox, ComboBoxItem } from './ComboBox.js';

const MENUS = [
  { id: '/shopping', name: 'Container cart' },
  { id: '/pallet', name: 'Pallet cart' },
  { id: '/personal', name: 'Personal centre' },
];

function MenuSearch({
  language = 'en',
  onSelectionChange = vi.fn(),
}: {
  language?: Language;
  onSelectionChange?: (key: unknown) => void;
}) {
  return (
    <KontorProvider language={language}>
      <ComboBox label="Menu search" defaultItems={MENUS} onSelectionChange={onSelectionChange}>
        {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
      </ComboBox>
    </KontorProvider>
  );
}

describe('ComboBox', () => {
  it('filters the options as the user types and picks one by keyboard', async () => {
    const onSelectionChange = vi.fn();
    render(<MenuSearch onSelectionChange={onSelectionChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Menu search' }), 'cart');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Container cart', 'Pallet cart']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('/pallet');
  });

  it('opens all options with the translated button and picks by pointer', async () => {
    const onSelectionChange = vi.fn();
    render(<MenuSearch language="fr" onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Afficher les options/ }));
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Personal centre' }),
    );
    expect(onSelectionChange).toHaveBeenLastCalledWith('/personal');
  });

  it('says so, translated, when nothing matches', async () => {
    render(<MenuSearch language="de" />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Menu search' }), 'xyz');
    expect(within(screen.getByRole('listbox')).getByText('Keine Treffer')).toBeTruthy();
  });
});
