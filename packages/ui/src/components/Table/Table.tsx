/** Table: react-aria's table with sortable columns, row selection by checkbox and a translated empty state. */
import {
  Cell as AriaCell,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  useTableOptions,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components/Table';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useIntl } from 'react-intl';
import { EmptyState } from '../EmptyState/index.js';
import { SelectionCheckbox } from './SelectionCheckbox.js';
import { cell, checkCell, column, columnInner, header, row, selectAllText, sortIcon, table } from './Table.css.js';
import { messages } from './Table.messages.js';
import ArrowUp from 'lucide-react/icons/arrow-up';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function Table({ className, ...props }: TableProps) {
  return (
    <AriaTable
      {...props}
      className={composeRenderProps(className, (given) => join(table, given))}
    />
  );
}

export function TableHeader<T extends object>({
  columns,
  children,
  className,
  ...props
}: TableHeaderProps<T>) {
  const intl = useIntl();
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <AriaTableHeader
      {...props}
      className={composeRenderProps(className, (given) => join(header, given))}
    >
      {selectionBehavior === 'toggle' && (
        <AriaColumn className={join(column, checkCell)}>
          {selectionMode === 'multiple' ? (
            <>
              <SelectionCheckbox />
              {/* Above cards the box stands alone: its words, shown on phones (the box itself is named by react-aria). */}
              <span className={selectAllText} aria-hidden>
                {intl.formatMessage(messages.selectAll)}
              </span>
            </>
          ) : (
            <VisuallyHidden>{intl.formatMessage(messages.selection)}</VisuallyHidden>
          )}
        </AriaColumn>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <AriaColumn
      {...props}
      className={composeRenderProps(className, (given) => join(column, given))}
    >
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className={columnInner} data-sort-direction={sortDirection}>
          {content}
          {allowsSorting && <ArrowUp className={sortIcon} aria-hidden />}
        </span>
      ))}
    </AriaColumn>
  );
}

/** The body; with no rows it shows the translated EmptyState unless `renderEmptyState` says otherwise. */
export function TableBody<T extends object>({
  className,
  renderEmptyState,
  ...props
}: TableBodyProps<T>) {
  return (
    <AriaTableBody
      {...props}
      renderEmptyState={renderEmptyState ?? (() => <EmptyState />)}
      className={composeRenderProps(className, (given) => join(given))}
    />
  );
}

export function Row<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <AriaRow
      id={id}
      {...props}
      className={composeRenderProps(className, (given) => join(row, given))}
    >
      {selectionBehavior === 'toggle' && (
        <AriaCell className={join(cell, checkCell)}>
          <SelectionCheckbox />
        </AriaCell>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

export function Cell({ className, ...props }: CellProps) {
  return (
    <AriaCell {...props} className={composeRenderProps(className, (given) => join(cell, given))} />
  );
}
