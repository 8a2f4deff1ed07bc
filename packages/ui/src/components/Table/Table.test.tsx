import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table.js';
import { sortRows, useSortedRows } from './sortRows.js';
import type { SortDescriptor } from 'react-aria-components/Table';

interface Order {
  id: string;
  orderNo: string;
  volume: number;
}
const orders: Order[] = [
  { id: 'a', orderNo: 'SO-1002', volume: 52 },
  { id: 'b', orderNo: 'SO-1001', volume: 25 },
  { id: 'c', orderNo: 'SO-1003', volume: 60 },
];

function Orders({
  rows = orders,
  onSelectionChange,
}: {
  rows?: Order[];
  onSelectionChange?: (keys: unknown) => void;
}) {
  const [sort, setSort] = useState<SortDescriptor>();
  const sorted = useSortedRows(rows, sort);
  return (
    <Table
      aria-label="Orders"
      selectionMode="multiple"
      onSelectionChange={onSelectionChange}
      {...(sort ? { sortDescriptor: sort } : {})}
      onSortChange={setSort}
    >
      <TableHeader>
        <Column id="orderNo" isRowHeader allowsSorting>
          Order no.
        </Column>
        <Column id="volume" allowsSorting>
          Volume
        </Column>
      </TableHeader>
      <TableBody items={sorted}>
        {(order) => (
          <Row id={order.id}>
            <Cell>{order.orderNo}</Cell>
            <Cell>{order.volume}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const orderNumbers = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Table', () => {
  it('sorts by a column header, by pointer and by keyboard', async () => {
    render(
      <KontorTestProvider>
        <Orders />
      </KontorTestProvider>,
    );
    await userEvent.click(screen.getByRole('columnheader', { name: 'Volume' }));
    expect(orderNumbers()).toEqual(['SO-1001', 'SO-1002', 'SO-1003']);
    expect(screen.getByRole('columnheader', { name: 'Volume' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await userEvent.keyboard('{Enter}');
    expect(orderNumbers()).toEqual(['SO-1003', 'SO-1002', 'SO-1001']);
  });

  it('selects rows with their checkboxes and with Space', async () => {
    const onSelectionChange = vi.fn();
    render(
      <KontorTestProvider>
        <Orders onSelectionChange={onSelectionChange} />
      </KontorTestProvider>,
    );
    const [, firstRow] = screen.getAllByRole('row');
    await userEvent.click(within(firstRow!).getByRole('checkbox'));
    expect(firstRow?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown} ');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['a', 'b']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(onSelectionChange.mock.lastCall?.[0]).toBe('all');
  });

  it('shows a translated empty state when there are no rows', () => {
    render(
      <KontorTestProvider language="fr">
        <Orders rows={[]} />
      </KontorTestProvider>,
    );
    expect(screen.getByText('Aucune donnée')).toBeTruthy();
  });
});

describe('sortRows', () => {
  const collator = new Intl.Collator('de', { numeric: true });
  const rows = [{ name: 'Öl' }, { name: 'Ast' }, { name: '' }, { name: 'Zaun' }];

  it('sorts text by the language and keeps empty values last both ways', () => {
    expect(
      sortRows(rows, { column: 'name', direction: 'ascending' }, collator).map((r) => r.name),
    ).toEqual(['Ast', 'Öl', 'Zaun', '']);
    expect(
      sortRows(rows, { column: 'name', direction: 'descending' }, collator).map((r) => r.name),
    ).toEqual(['Zaun', 'Öl', 'Ast', '']);
  });
});
