/** ErrorLogViewer: the locally stored errors in a table; upload and clear, each after its confirmation (spec section 8). */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { LogEntry } from '@kontor/api/contract';
import { Button } from '../../components/Button/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.js';
import { Dialog } from '../../components/Dialog/Dialog.js';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.js';
import { DateTime } from '../../i18n/dates.js';
import * as css from './ErrorLogViewer.css.js';
import { messages } from './ErrorLogViewer.messages.js';

export interface ErrorLogViewerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  entries: readonly LogEntry[];
  /** Confirmed upload; a rejected promise keeps the confirmation open (the caller reports why). */
  onUpload: () => Promise<unknown>;
  /** Confirmed clear. */
  onClear: () => unknown;
}

export function ErrorLogViewer({ isOpen, onOpenChange, entries, onUpload, onClear }: ErrorLogViewerProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState<'upload' | 'clear' | null>(null);
  const rows = entries.map((entry, index) => ({ ...entry, id: index }));
  return (
    <>
      <Dialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title={intl.formatMessage(messages.title)}
        size="lg"
        footer={
          <>
            <Button variant="secondary" isDisabled={entries.length === 0} onPress={() => setAsking('clear')}>
              {intl.formatMessage(messages.clear)}
            </Button>
            <Button isDisabled={entries.length === 0} onPress={() => setAsking('upload')}>
              {intl.formatMessage(messages.upload)}
            </Button>
          </>
        }
      >
        <div className={css.scroll}>
          <Table aria-label={intl.formatMessage(messages.table)}>
            <TableHeader>
              <Column isRowHeader>{intl.formatMessage(messages.type)}</Column>
              <Column>{intl.formatMessage(messages.message)}</Column>
              <Column>{intl.formatMessage(messages.info)}</Column>
              <Column>{intl.formatMessage(messages.url)}</Column>
              <Column>{intl.formatMessage(messages.time)}</Column>
            </TableHeader>
            <TableBody items={rows} renderEmptyState={() => intl.formatMessage(messages.empty)}>
              {(entry) => (
                <Row id={entry.id}>
                  <Cell>{entry.type}</Cell>
                  <Cell>
                    <div className={css.message}>{entry.message}</div>
                    {entry.stack && <pre className={css.stack}>{entry.stack}</pre>}
                  </Cell>
                  <Cell>{entry.info}</Cell>
                  <Cell>
                    <span className={css.url}>{entry.url}</span>
                  </Cell>
                  <Cell>
                    <span className={css.nowrap}>
                      <DateTime value={entry.time} format="dateTime" />
                    </span>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      </Dialog>
      <ConfirmDialog
        isOpen={asking === 'upload'}
        onOpenChange={(open) => !open && setAsking(null)}
        message={intl.formatMessage(messages.uploadConfirm)}
        confirmLabel={intl.formatMessage(messages.upload)}
        onConfirm={onUpload}
      />
      <ConfirmDialog
        isOpen={asking === 'clear'}
        onOpenChange={(open) => !open && setAsking(null)}
        message={intl.formatMessage(messages.clearConfirm)}
        confirmLabel={intl.formatMessage(messages.clear)}
        variant="danger"
        onConfirm={onClear}
      />
    </>
  );
}
