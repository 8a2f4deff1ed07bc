/** PartsSearch: spare parts searched by the product they belong to (or by the part), shown as the SpareParts grid. */
import { useIntl } from 'react-intl';
import { TEXT_MAX_LENGTH } from '@kontor/api/rules';
import { cx } from '../../styles/cx.js';
import type { ProductCardData } from '../ProductCard/ProductCard.js';
import type { ProductGridStatus } from '../ProductGrid/ProductGrid.js';
import { SearchForm } from '../SearchForm/SearchForm.js';
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
  const titleId = 'parts-search-title';
  return (
    <section className={cx(css.root, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.title}>{intl.formatMessage(messages.title)}</h2>
      <SearchForm
        word={word}
        onSearch={onSearch}
        aria-labelledby={titleId}
        label={intl.formatMessage(messages.field)}
        description={intl.formatMessage(messages.help)}
        submitLabel={intl.formatMessage(messages.submit)}
        maxLength={TEXT_MAX_LENGTH.name}
      />
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
