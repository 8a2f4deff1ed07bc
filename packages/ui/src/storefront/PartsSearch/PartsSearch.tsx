/** PartsSearch: spare parts searched by the product they belong to (or by the part), shown as the SpareParts grid. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TEXT_MAX_LENGTH } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { SearchField } from '../../components/SearchField/SearchField.js';
import { cx } from '../../styles/cx.js';
import type { ProductCardData } from '../ProductCard/ProductCard.js';
import type { ProductGridStatus } from '../ProductGrid/ProductGrid.js';
import { SpareParts } from '../SpareParts/SpareParts.js';
import * as css from './PartsSearch.css.js';
import { messages } from './PartsSearch.messages.js';

export interface PartsSearchProps<P extends ProductCardData> {
  /** The word searched for (e.g. from the address); empty before the first search. */
  word: string;
  onSearch: (word: string) => void;
  parts: readonly P[] | undefined;
  status?: ProductGridStatus;
  /** A part's page, e.g. `/partsServiceDetail?id=…`. */
  hrefOf: (part: P) => string;
  onRetry?: () => void;
  className?: string;
}

export function PartsSearch<P extends ProductCardData>({ word, onSearch, parts, status = 'content', hrefOf, onRetry, className }: PartsSearchProps<P>) {
  const intl = useIntl();
  const [typed, setTyped] = useState(word);
  const search = () => onSearch(typed.trim());
  const titleId = 'parts-search-title';
  return (
    <section className={cx(css.root, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.title}>{intl.formatMessage(messages.title)}</h2>
      <form
        role="search"
        aria-labelledby={titleId}
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <SearchField
          className={css.field}
          label={intl.formatMessage(messages.field)}
          description={intl.formatMessage(messages.help)}
          maxLength={TEXT_MAX_LENGTH.name}
          value={typed}
          onChange={setTyped}
          onClear={() => onSearch('')}
        />
        <Button type="submit" variant="secondary" className={css.button}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </form>
      {word ? (
        <>
          <p className={css.muted} aria-live="polite">{intl.formatMessage(messages.results, { word })}</p>
          <SpareParts parts={parts} status={status} hrefOf={hrefOf} {...(onRetry ? { onRetry } : {})} />
        </>
      ) : (
        <p className={css.muted}>{intl.formatMessage(messages.hint)}</p>
      )}
    </section>
  );
}
