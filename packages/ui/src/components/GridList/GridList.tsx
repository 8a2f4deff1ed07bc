/** GridList: react-aria's interactive list (arrow keys, selection by checkbox) with a translated empty state. */
import {
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps,
} from 'react-aria-components/GridList';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { EmptyState } from '../EmptyState/index.js';
import { SelectionCheckbox } from '../Table/SelectionCheckbox.js';
import { content, item, list } from './GridList.css.js';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function GridList<T extends object>({
  className,
  renderEmptyState,
  ...props
}: GridListProps<T>) {
  return (
    <AriaGridList
      {...props}
      renderEmptyState={renderEmptyState ?? (() => <EmptyState />)}
      className={composeRenderProps(className, (given) => join(list, given))}
    />
  );
}

export interface GridListItemProps extends AriaGridListItemProps {
  /** What screen readers and type-ahead use when the item's content is not plain text. */
  textValue?: string;
}

export function GridListItem({ className, children, textValue, ...props }: GridListItemProps) {
  const text = textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaGridListItem
      {...props}
      {...(text ? { textValue: text } : {})}
      className={composeRenderProps(className, (given) => join(item, given))}
    >
      {composeRenderProps(children, (inner, { selectionMode, selectionBehavior }) => (
        <>
          {selectionMode !== 'none' && selectionBehavior === 'toggle' && <SelectionCheckbox />}
          <div className={content}>{inner}</div>
        </>
      ))}
    </AriaGridListItem>
  );
}
