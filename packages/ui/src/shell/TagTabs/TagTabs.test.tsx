// Keep-alive of the tag tabs: a page behind another tab keeps what was typed; a closed tab's page goes; a page whose
// tab is not there yet draws whole, its own collections (a table) included.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { MAIN_CONTENT_ID } from '../AdminFrame/AdminFrame.js';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.js';
import { TagTabs, type TagTab } from './TagTabs.js';

const TABS: TagTab[] = [
  { value: '/wel/index', label: 'Welcome', closable: false },
  { value: '/info/index', label: 'User info', closable: true },
];

const noop = () => undefined;

function Shell({ tabs = TABS, active }: { tabs?: TagTab[]; active: string }) {
  return (
    <KontorTestProvider>
      <TagTabs tabs={tabs} active={active} onSelect={noop} onClose={noop} onCloseOthers={noop} onCloseAll={noop}>
        {(value) => (
          <label>
            {`Note on ${value}`}
            <input />
          </label>
        )}
      </TagTabs>
    </KontorTestProvider>
  );
}

describe('TagTabs with a page per tab', () => {
  it('keeps the text typed on a page while another tab is shown, and shows only the current page', async () => {
    const { rerender } = render(<Shell active="/info/index" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note on /info/index' }), 'bis Freitag');
    await act(async () => rerender(<Shell active="/wel/index" />));
    expect(screen.getByRole('textbox', { name: 'Note on /wel/index' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Note on /info/index' })).toBeNull();
    await act(async () => rerender(<Shell active="/info/index" />));
    expect((screen.getByRole('textbox', { name: 'Note on /info/index' }) as HTMLInputElement).value).toBe('bis Freitag');
    // One skip-link target: only the shown page's area carries the id.
    expect(document.querySelectorAll(`#${MAIN_CONTENT_ID}`)).toHaveLength(1);
  });

  it('forgets a page whose tab was closed', async () => {
    const { rerender } = render(<Shell active="/info/index" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note on /info/index' }), 'weg');
    await act(async () => rerender(<Shell tabs={[TABS[0]!]} active="/wel/index" />));
    await act(async () => rerender(<Shell active="/info/index" />));
    expect((screen.getByRole('textbox', { name: 'Note on /info/index' }) as HTMLInputElement).value).toBe('');
  });

  it('draws a page whose route has no tab yet beside the kept pages, a table in it too', async () => {
    // The tabs' collection must not take the page's table for its own (the page failed with the 500 state).
    render(
      <KontorTestProvider>
        <TagTabs tabs={TABS} active="/admin/sysxxfsjl/index" onSelect={noop} onClose={noop} onCloseOthers={noop} onCloseAll={noop}>
          {(value) => (
            <Table aria-label={`Messages on ${value}`}>
              <TableHeader>
                <Column isRowHeader>Title</Column>
              </TableHeader>
              <TableBody>
                <Row id="1">
                  <Cell>Container KO12 shipped</Cell>
                </Row>
              </TableBody>
            </Table>
          )}
        </TagTabs>
      </KontorTestProvider>,
    );
    expect(screen.getByRole('grid', { name: 'Messages on /admin/sysxxfsjl/index' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Container KO12 shipped' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Welcome', 'User info']);
  });
});
