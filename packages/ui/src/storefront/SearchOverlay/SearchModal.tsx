/** The search overlay's modal and panel (field, popular words, suggestions): loaded when the overlay first opens. */
import { useId, useState } from 'react';
import { Autocomplete } from 'react-aria-components/Autocomplete';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import ArrowRight from 'lucide-react/icons/arrow-right';
import TrendingUp from 'lucide-react/icons/trending-up';
import { useIntl } from 'react-intl';
import { SEARCH_MAX_LENGTH } from '@kontor/api/rules';
import { Dialog } from '../../components/Dialog/index.js';
import { IconButton } from '../../components/IconButton/index.js';
import { SearchField } from '../../components/SearchField/SearchField.js';
import type { SearchOverlayProps } from './SearchOverlay.types.js';
import * as css from './SearchOverlay.css.js';
import { messages } from './SearchOverlay.messages.js';

function SearchPanel({
  popularWords,
  suggestions,
  onInputChange,
  onSearch,
}: Omit<SearchOverlayProps, 'isOpen' | 'onOpenChange'>) {
  const intl = useIntl();
  const headingId = useId();
  const [text, setText] = useState('');
  const term = text.trim();
  const typing = term !== '';
  // An answer for another text (an older, slower request) is stale: never shown.
  const words = typing ? (suggestions?.term === term ? suggestions.words : []) : (popularWords ?? []);
  const search = (word: string) => {
    const trimmed = word.trim().slice(0, SEARCH_MAX_LENGTH);
    if (trimmed) onSearch(trimmed);
  };
  const change = (value: string) => {
    setText(value);
    onInputChange?.(value);
  };
  return (
    <Autocomplete inputValue={text} onInputChange={change} disableAutoFocusFirst>
      <div className={css.form}>
        {/* The dialog exists to type a word: focus starts in its one field (a search dialog's expected start). */}
        <SearchField
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className={css.field}
          label={intl.formatMessage(messages.field)}
          placeholder={intl.formatMessage(messages.placeholder)}
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onSubmit={(value) => {
            // Enter on a highlighted word is that word's action (the list handles it), not a search for the text.
            const active = document.activeElement?.getAttribute('aria-activedescendant');
            if (!active || !document.getElementById(active)) search(value);
          }}
        />
        <IconButton
          variant="primary"
          className={css.submit}
          aria-label={intl.formatMessage(messages.submit)}
          isDisabled={!typing}
          onPress={() => search(text)}
        >
          <ArrowRight />
        </IconButton>
      </div>
      <section className={css.section}>
        <h3 id={headingId} className={css.heading}>
          {intl.formatMessage(typing ? messages.suggestions : messages.popular)}
        </h3>
        <ListBox
          aria-labelledby={headingId}
          className={css.list}
          data-layout={typing ? 'stack' : 'wrap'}
          items={words.map((word) => ({ id: word, word }))}
          onAction={(key) => search(String(key))}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.word} className={css.word}>
              {!typing && <TrendingUp className={css.wordIcon} aria-hidden />}
              {item.word}
            </ListBoxItem>
          )}
        </ListBox>
        {typing && words.length === 0 && <p className={css.hint}>{intl.formatMessage(messages.noSuggestions)}</p>}
      </section>
    </Autocomplete>
  );
}

export default function SearchModal(panel: Omit<SearchOverlayProps, 'isOpen' | 'onOpenChange'>) {
  const intl = useIntl();
  return (
    <Dialog title={intl.formatMessage(messages.title)} size="md">
      {(close) => (
        <SearchPanel
          {...panel}
          onSearch={(word) => {
            panel.onSearch(word);
            close();
          }}
        />
      )}
    </Dialog>
  );
}
