import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { GridList, GridListItem } from './GridList.js';

const addresses = [
  { id: 1, name: 'Hamburg warehouse' },
  { id: 2, name: 'Lyon shop' },
  { id: 3, name: 'Shanghai office' },
];

describe('GridList', () => {
  it('moves with the arrow keys and selects with Space and with the pointer', async () => {
    const onSelectionChange = vi.fn();
    render(
      <KontorTestProvider>
        <GridList
          aria-label="Delivery addresses"
          items={addresses}
          selectionMode="multiple"
          onSelectionChange={onSelectionChange}
        >
          {(address) => <GridListItem>{address.name}</GridListItem>}
        </GridList>
      </KontorTestProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown} ');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<number>)]).toEqual([2]);
    await userEvent.click(screen.getByRole('row', { name: 'Shanghai office' }));
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<number>)]).toEqual([2, 3]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('shows a translated empty state', () => {
    render(
      <KontorTestProvider language="de">
        <GridList aria-label="Delivery addresses" items={[] as typeof addresses}>
          {(address) => <GridListItem>{address.name}</GridListItem>}
        </GridList>
      </KontorTestProvider>,
    );
    expect(screen.getByText('Keine Daten')).toBeTruthy();
  });
});
