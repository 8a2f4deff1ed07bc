/**
 * SearchField: the shop's search input, limited in length (spec: 20), showing how many characters are left.
 *
 * Light: a native search input (Enter submits, Escape clears, a clear button outside the Tab order) with react-aria
 * SearchField's DOM and data attributes, built on useTextInput instead of react-aria's field and button code.
 * Inside react-aria's Autocomplete use AutocompleteSearchField (react-aria's own, which Autocomplete wires up).
 */
import type { KeyboardEvent } from 'react';
import type { SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components/SearchField';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useIntl } from 'react-intl';
import { SEARCH_MAX_LENGTH } from '@kontor/api/rules';
import { BaseButton } from '../Button/BaseButton.js';
import type { FieldTextProps } from '../Field/Field.js';
import { LightFieldFrame } from '../Field/LightFieldFrame.js';
import { useTextInput, type FieldValues } from '../TextField/useTextInput.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './SearchField.css.js';
import { messages } from './SearchField.messages.js';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children' | 'className'>, FieldTextProps {
  placeholder?: string;
  className?: string | ((values: FieldValues & { isEmpty: boolean }) => string);
}

export function SearchField({ label, description, errorMessage, placeholder, maxLength = SEARCH_MAX_LENGTH, className, onSubmit, onClear, ...props }: SearchFieldProps) {
  const intl = useIntl();
  // The counter is the field's description, so the input is always described (react-aria's Text slot).
  const { field, values, states, inputProps, groupProps } = useTextInput({ ...props, maxLength, description: true });
  const text = inputProps.value;
  const isEmpty = text === '';
  const remaining = Math.max(0, maxLength - text.length);
  const clear = () => {
    inputProps.onChange({ currentTarget: { value: '' } });
    onClear?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    inputProps.onKeyDown(event);
    // With onSubmit, Enter is the submit (react-aria's rule); without, it submits the surrounding form natively.
    if (event.key === 'Enter' && onSubmit && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit(text);
    }
    // An empty field lets Escape through (to close a dialog around it), as react-aria does.
    if (event.key === 'Escape' && !isEmpty) {
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };
  return (
    <div
      {...states}
      data-empty={isEmpty || undefined}
      className={cx(fieldCss.field, typeof className === 'function' ? className({ ...values, isEmpty }) : className)}
    >
      <LightFieldFrame ids={field.ids} validation={field.validation} label={label} errorMessage={errorMessage}>
        <div {...groupProps} className={fieldCss.group}>
          <Search className={cx(fieldCss.icon, css.searchIcon)} aria-hidden />
          <input {...inputProps} type="search" enterKeyHint="search" onKeyDown={onKeyDown} className={cx(fieldCss.groupInput, css.input)} placeholder={placeholder} />
          {!isEmpty && (
            <BaseButton
              className={fieldCss.groupButton}
              aria-label={intl.formatMessage(messages.clear)}
              excludeFromTabOrder
              preventFocusOnPress
              isDisabled={values.isDisabled || values.isReadOnly}
              onPress={() => {
                clear();
                (inputProps.ref.current as HTMLInputElement | null)?.focus();
              }}
            >
              <X className={fieldCss.icon} aria-hidden />
            </BaseButton>
          )}
        </div>
        <span id={field.ids.description} slot="description" className={cx(fieldCss.description, css.footer)}>
          {description != null && <span>{description}</span>}
          <span className={css.counter}>{intl.formatMessage(messages.remaining, { count: remaining })}</span>
        </span>
      </LightFieldFrame>
    </div>
  );
}
