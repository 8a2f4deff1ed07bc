/** Select: pick one option from a list (port of arrival, service type); a themed react-aria Select with a translated error. */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { ListBox, ListBoxItem, type ListBoxItemProps } from 'react-aria-components/ListBox';
import {
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components/Select';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useIntl } from 'react-intl';
import { FieldFrame, type FieldTextProps } from '../Field/Field.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import { Popover } from '../Popover/Popover.js';
import * as css from './Select.css.js';
import { messages } from './Select.messages.js';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'children'>, FieldTextProps {
  items?: Iterable<T>;
  /** SelectItem elements, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  className,
  ...props
}: SelectProps<T>) {
  const intl = useIntl();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? intl.formatMessage(messages.placeholder)}
      className={composeRenderProps(className, (given) => cx(fieldCss.field, given))}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Button className={css.trigger}>
          <SelectValue className={css.value} />
          <ChevronDown className={fieldCss.icon} aria-hidden />
        </Button>
      </FieldFrame>
      <Popover className={css.popover}>
        <ListBox items={items} className={css.listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** One option; selected options show a check mark besides the colour, so state is not told by colour alone. */
export function SelectItem<T extends object>({
  className,
  children,
  ...props
}: ListBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (given) => cx(css.item, given))}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          {content}
          {isSelected && <Check className={cx(fieldCss.icon, css.check)} aria-hidden />}
        </>
      ))}
    </ListBoxItem>
  );
}
