/** MessageCentre: the user's messages paged, with read states, selection, mark read, batch delete, collect and a detail dialog. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Selection } from 'react-aria-components/Table';
import type { Message } from '@kontor/api/contract';
import { READ_STATES } from '@kontor/api/rules';
import Star from 'lucide-react/icons/star';
import { Button } from '../../components/Button/Button.js';
import { TriggerButton } from '../../components/Button/TriggerButton.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.js';
import { EmptyState } from '../../components/EmptyState/EmptyState.js';
import { IconButton } from '../../components/IconButton/IconButton.js';
import { Pagination } from '../../components/Pagination/Pagination.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.js';
import * as css from './MessageCentre.css.js';
import { messages } from './MessageCentre.messages.js';
import { MessageDetail } from './MessageDetail.js';
import { ReadState, UNREAD_STATE } from './ReadState.js';
import { useMessageTime } from './time.js';

type MessageId = Message['id'];
const COLLECTED_STATE = READ_STATES[3].value;

export interface MessageCentreProps {
  /** The records of the page shown. */
  messages: readonly Message[];
  /** MyBatis-Plus paging: the page shown (from 1), its size and all records. */
  current: number;
  size: number;
  total: number;
  onPageChange: (current: number) => void;
  /** `loading` shows placeholders, `error` a message with a retry; the list shows only when `ready`. */
  status?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** Marks these read. The selection clears when the returned promise resolves. */
  onMarkRead: (ids: MessageId[]) => unknown;
  /** Deletes these, after the user confirmed. A rejection keeps the dialog open. */
  onDelete: (ids: MessageId[]) => unknown;
  /** Collects one message (`/sc`). */
  onCollect: (id: MessageId) => unknown;
  /** The user opened a message (the caller reads it, which marks it read). */
  onOpen?: (message: Message) => void;
}

const idsOf = (selection: Selection, rows: readonly Message[]): MessageId[] =>
  selection === 'all' ? rows.map((row) => row.id) : rows.filter((row) => selection.has(row.id)).map((row) => row.id);

export function MessageCentre({
  messages: rows,
  current,
  size,
  total,
  onPageChange,
  status = 'ready',
  onRetry,
  onMarkRead,
  onDelete,
  onCollect,
  onOpen,
}: MessageCentreProps) {
  const intl = useIntl();
  const time = useMessageTime();
  const [selection, setSelection] = useState<Selection>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<Message | null>(null);
  const selected = idsOf(selection, rows);

  async function markRead() {
    setBusy(true);
    try {
      await onMarkRead(selected);
      setSelection(new Set());
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    await onDelete(selected);
    setSelection(new Set());
  }

  function open(message: Message) {
    setOpened(message);
    onOpen?.(message);
  }

  if (status === 'error') {
    return (
      <div role="alert" className={css.stateBox}>
        <EmptyState
          title={intl.formatMessage(messages.error)}
          action={onRetry && <Button onPress={onRetry}>{intl.formatMessage(messages.retry)}</Button>}
        />
      </div>
    );
  }
  if (status === 'loading') {
    return (
      <div className={css.stateBox} aria-busy="true" aria-label={intl.formatMessage(messages.loading)} role="status">
        <Skeleton lines={6} />
      </div>
    );
  }

  return (
    <section className={css.root} aria-label={intl.formatMessage(messages.tableLabel)}>
      <div role="toolbar" aria-label={intl.formatMessage(messages.toolbar)} className={css.toolbar}>
        <span className={css.selectedCount} aria-live="polite">
          {intl.formatMessage(messages.selected, { count: selected.length })}
        </span>
        <Button variant="secondary" isDisabled={selected.length === 0 || busy} onPress={() => void markRead()}>
          {intl.formatMessage(messages.markRead)}
        </Button>
        <Button variant="danger" isDisabled={selected.length === 0} onPress={() => setConfirming(true)}>
          {intl.formatMessage(messages.delete)}
        </Button>
      </div>
      <div className={css.tableScroll}>
        <Table
          aria-label={intl.formatMessage(messages.tableLabel)}
          selectionMode="multiple"
          selectionBehavior="toggle"
          selectedKeys={selection}
          onSelectionChange={setSelection}
          className={css.table}
        >
          <TableHeader>
            <Column id="title" isRowHeader>
              {intl.formatMessage(messages.columnTitle)}
            </Column>
            <Column id="sender">{intl.formatMessage(messages.columnSender)}</Column>
            <Column id="time">{intl.formatMessage(messages.columnTime)}</Column>
            <Column id="state">{intl.formatMessage(messages.columnState)}</Column>
            <Column id="actions">{intl.formatMessage(messages.columnActions)}</Column>
          </TableHeader>
          <TableBody
            items={rows}
            renderEmptyState={() => (
              <EmptyState title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.emptyHint)} />
            )}
          >
            {(message) => {
              const title = message.title || intl.formatMessage(messages.untitled);
              const unread = (message.readStatus ?? UNREAD_STATE) === UNREAD_STATE;
              const collected = message.readStatus === COLLECTED_STATE || message['collected'] === true;
              return (
                <Row id={message.id} textValue={title}>
                  <Cell>
                    {/* react-aria's Button: its press stays its own, a native one's also toggled the row's selection. */}
                    <TriggerButton variant="quiet" className={css.titleButton} onPress={() => open(message)}>
                      <span className={unread ? css.unreadTitle : undefined}>{title}</span>
                    </TriggerButton>
                  </Cell>
                  <Cell>{message.sender || intl.formatMessage(messages.unknownSender)}</Cell>
                  <Cell className={css.timeCell}>{time(message.sendTime ?? message.createTime)}</Cell>
                  <Cell>
                    <ReadState value={message.readStatus} />
                  </Cell>
                  <Cell>
                    <IconButton
                      aria-label={intl.formatMessage(messages.collectOne, { title })}
                      isDisabled={collected}
                      onPress={() => void onCollect(message.id)}
                    >
                      <Star aria-hidden className={collected ? css.collectedIcon : undefined} />
                    </IconButton>
                  </Cell>
                </Row>
              );
            }}
          </TableBody>
        </Table>
      </div>
      {total > 0 && <Pagination current={current} size={size} total={total} onChange={onPageChange} />}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        variant="danger"
        confirmLabel={intl.formatMessage(messages.delete)}
        message={intl.formatMessage(messages.deleteConfirm, { count: selected.length })}
        onConfirm={remove}
      />
      {/* The row as the list now has it: opening it marks it read, and the dialog says so too. */}
      <MessageDetail message={opened && (rows.find((row) => row.id === opened.id) ?? opened)} onClose={() => setOpened(null)} />
    </section>
  );
}
