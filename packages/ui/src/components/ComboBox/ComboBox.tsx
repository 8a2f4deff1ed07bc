/** ComboBox: type to filter a list and pick one option (menu search, country); translated "no matches" and error. */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components/ComboBox';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { ListBox } from 'react-aria-components/ListBox';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useIntl } from 'react-intl';
import { FieldFrame, type FieldTextProps } from '../Field/Field.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import { Popover } from '../Popover/Popover.js';
import * as listCss from '../Select/Select.css.js';
import { messages } from './ComboBox.messages.js';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'children'>, FieldTextProps {
  placeholder?: string;
  /** ComboBoxItem elements, or a function rendering one per item of `items`/`defaultItems`. */
  children: ReactNode | ((item: T) => ReactNode);
}

export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  const intl = useIntl();
  return (
    <AriaComboBox
      allowsEmptyCollection
      {...props}
      className={composeRenderProps(className, (given) => cx(fieldCss.field, given))}
    >
      {({ isDisabled, isInvalid }) => (
        <>
          <FieldFrame label={label} description={description} errorMessage={errorMessage}>
            <Group className={fieldCss.group} isDisabled={isDisabled} isInvalid={isInvalid}>
              <Input className={fieldCss.groupInput} placeholder={placeholder} />
              <Button
                className={fieldCss.groupButton}
                aria-label={intl.formatMessage(messages.showOptions)}
              >
                <ChevronDown className={fieldCss.icon} aria-hidden />
              </Button>
            </Group>
          </FieldFrame>
          <Popover className={listCss.popover}>
            <ListBox
              className={listCss.listBox}
              renderEmptyState={() => (
                <div className={listCss.empty}>{intl.formatMessage(messages.noMatches)}</div>
              )}
            >
              {children}
            </ListBox>
          </Popover>
        </>
      )}
    </AriaComboBox>
  );
}

/** Options look the same as in Select. */
export { SelectItem as ComboBoxItem } from '../Select/Select.js';
