/**
 * SearchField: the shop's search input, limited in length (spec: 20), showing how many characters are left.
 * react-aria's SearchField (Enter submits, Escape clears; inside react-aria's Autocomplete it is wired up by context).
 */
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components/SearchField';
import { Text } from 'react-aria-components/Text';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useIntl } from 'react-intl';
import { SEARCH_MAX_LENGTH } from '@kontor/api/rules';
import { FieldErrorText, FieldLabel, type FieldTextProps } from '../Field/Field.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './SearchField.css.js';
import { messages } from './SearchField.messages.js';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
}

export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  maxLength = SEARCH_MAX_LENGTH,
  className,
  onChange,
  ...props
}: SearchFieldProps) {
  const intl = useIntl();
  // Tracks the text for the counter whether or not the caller controls the value.
  const [typed, setTyped] = useState(props.defaultValue ?? '');
  const remaining = Math.max(0, maxLength - (props.value ?? typed).length);
  return (
    <AriaSearchField
      {...props}
      maxLength={maxLength}
      onChange={(text) => {
        setTyped(text);
        onChange?.(text);
      }}
      className={composeRenderProps(className, (given) => cx(fieldCss.field, given))}
    >
      {({ isDisabled, isInvalid, isEmpty }) => (
        <>
          {label != null && <FieldLabel>{label}</FieldLabel>}
          <Group className={fieldCss.group} isDisabled={isDisabled} isInvalid={isInvalid}>
            <Search className={cx(fieldCss.icon, css.searchIcon)} aria-hidden />
            <Input className={cx(fieldCss.groupInput, css.input)} placeholder={placeholder} />
            {!isEmpty && (
              <Button
                className={fieldCss.groupButton}
                aria-label={intl.formatMessage(messages.clear)}
              >
                <X className={fieldCss.icon} aria-hidden />
              </Button>
            )}
          </Group>
          <Text slot="description" className={cx(fieldCss.description, css.footer)}>
            {description != null && <span>{description}</span>}
            <span className={css.counter}>
              {intl.formatMessage(messages.remaining, { count: remaining })}
            </span>
          </Text>
          <FieldErrorText errorMessage={errorMessage} />
        </>
      )}
    </AriaSearchField>
  );
}
