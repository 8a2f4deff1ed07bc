/**
 * SearchForm: a search landmark with the shop's search field and a submit button. The word searched for comes from
 * the caller (kept in the address); what is typed stays until it is searched or the word changes.
 */
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_MAX_LENGTH } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { SearchField } from '../../components/SearchField/SearchField.js';
import { cx } from '../../styles/cx.js';
import * as css from './SearchForm.css.js';
import { messages } from './SearchForm.messages.js';

export interface SearchFormProps {
  /** The word searched for (e.g. from the address); empty before the first search. */
  word: string;
  /** A search for the typed word, blanks around it dropped; '' when the field is cleared. */
  onSearch: (word: string) => void;
  /** The field's label (default "Search word"). */
  label?: string;
  /** The button's text (default "Search"). */
  submitLabel?: string;
  description?: ReactNode;
  placeholder?: string;
  /** Longest word (default the shop's search limit, 20). */
  maxLength?: number;
  /** The heading that names the landmark; without it the field's label names it. */
  'aria-labelledby'?: string;
  className?: string;
}

export function SearchForm({ word, onSearch, label, submitLabel, description, placeholder, maxLength = SEARCH_MAX_LENGTH, className, ...rest }: SearchFormProps) {
  const intl = useIntl();
  const fieldLabel = label ?? intl.formatMessage(messages.field);
  const [typed, setTyped] = useState(word);
  // A new word from outside (back, a link, a popular word) replaces what was typed: the field shows what is listed.
  const [shown, setShown] = useState(word);
  if (shown !== word) {
    setShown(word);
    setTyped(word);
  }
  return (
    <form
      role="search"
      aria-labelledby={rest['aria-labelledby']}
      aria-label={rest['aria-labelledby'] ? undefined : fieldLabel}
      className={cx(css.form, className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <SearchField
        className={css.field}
        label={fieldLabel}
        description={description}
        placeholder={placeholder}
        maxLength={maxLength}
        value={typed}
        onChange={setTyped}
        onClear={() => onSearch('')}
      />
      <Button type="submit" variant="secondary" className={css.button}>
        {submitLabel ?? intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
