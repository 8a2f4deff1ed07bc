/** MenuSearch: type the beginning of a menu label, pick a match (pointer or arrows + Enter) to open it. Matching is the caller's. */
import { useIntl } from 'react-intl';
import { ComboBox, ComboBoxItem } from '../../components/ComboBox/ComboBox.js';
import { cx } from '../../styles/cx.js';
import * as css from './MenuSearch.css.js';
import { messages } from './MenuSearch.messages.js';

export interface MenuSearchResult {
  id: string;
  /** In the current language. */
  label: string;
  to: string;
}

export interface MenuSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** The entries matching `query` (prefix match on the label in the current language). */
  results: readonly MenuSearchResult[];
  onSelect: (result: MenuSearchResult) => void;
  className?: string;
}

export function MenuSearch({ query, onQueryChange, results, onSelect, className }: MenuSearchProps) {
  const intl = useIntl();
  return (
    <ComboBox
      aria-label={intl.formatMessage(messages.label)}
      placeholder={intl.formatMessage(messages.placeholder)}
      className={cx(css.search, className)}
      items={results}
      inputValue={query}
      onInputChange={onQueryChange}
      menuTrigger="input"
      // Escape gives the search up, as a search field's does: the field empties, so the list (open while something is
      // typed) closes. react-aria's own Escape only reverted to the selected key, which a menu search never keeps.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && query !== '') onQueryChange('');
      }}
      // "No matches" only while something is typed; after a choice the emptied field closes the list.
      allowsEmptyCollection={query.trim() !== ''}
      selectedKey={null}
      onSelectionChange={(key) => {
        const result = results.find((r) => r.id === key);
        if (!result) return;
        onSelect(result);
        onQueryChange('');
      }}
    >
      {(result) => (
        <ComboBoxItem id={result.id} textValue={result.label}>
          {result.label}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
