/**
 * /search?searchWord=: the search form (the footer's advanced search arrives without a word), the products found,
 * paged; nothing found, or no word yet, offers the popular search words. A word longer than the field's 20 characters
 * is cut to them.
 */
import { usePageName, useSearchParams } from '../../router/index.js';
import { useIntl } from 'react-intl';
import { SEARCH_MAX_LENGTH } from '@kontor/api/rules';
import { Pagination } from '@kontor/ui/Pagination';
import { BrowsePage, BrowseSection, LinkChips, Note, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { SearchForm } from '@kontor/ui/storefront/SearchForm';
import { gridStatus, PAGE_SIZE, usePopularWords, useSearchResults } from './listQueries.js';
import { ProductList } from './ProductList.js';
import { useFactsPending } from './queries.js';
import { messages } from './browse.messages.js';
import { messages as searchMessages } from './search.messages.js';

const searchHref = (word: string) => `/search?searchWord=${encodeURIComponent(word)}`;

export default function SearchScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  // A word from the address (a link, a hand-edited URL) is cut to what the field takes, and that is searched: the
  // server refuses more, which no retry could mend.
  const word = (params.get('searchWord') ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  const current = Number(params.get('page') ?? 1) || 1;
  const results = useSearchResults(word, current);
  const factsPending = useFactsPending(results);
  const popular = usePopularWords();
  const noWord = word.trim() === '';
  const title = noWord ? intl.formatMessage(searchMessages.searchPageTitle) : intl.formatMessage(searchMessages.searchTitle, { word });
  usePageName(noWord ? title : undefined);
  return (
    <BrowsePage>
      <PageHeading title={title}>
        {!noWord && results.data && <Note role="status">{intl.formatMessage(messages.searchCount, { total: results.data.total })}</Note>}
      </PageHeading>
      <SearchForm
        word={word}
        onSearch={(next) => setParams(next ? { searchWord: next } : {})}
        placeholder={intl.formatMessage(searchMessages.searchPlaceholder)}
      />
      {noWord ? (
        <Note>{intl.formatMessage(searchMessages.searchPrompt)}</Note>
      ) : (
        <ProductList headingLevel={2} factsPending={factsPending}
          products={results.data?.records}
          status={gridStatus(results)}
          onRetry={() => void results.refetch()}
          emptyTitle={intl.formatMessage(searchMessages.searchEmpty, { word })}
          emptyDescription={intl.formatMessage(searchMessages.searchEmptyHelp)}
          aria-label={title}
        />
      )}
      {!noWord && results.data && results.data.total > PAGE_SIZE && (
        <Pagination current={current} size={PAGE_SIZE} total={results.data.total} onChange={(page) => setParams({ searchWord: word, page: String(page) })} />
      )}
      {(noWord || results.data?.total === 0) && (
        <BrowseSection id="search-popular" title={intl.formatMessage(searchMessages.popularWords)}>
          <LinkChips
            label={intl.formatMessage(searchMessages.popularWords)}
            items={(popular.data ?? []).map(({ word: suggestion }) => ({ id: suggestion, label: suggestion, href: searchHref(suggestion) }))}
          />
        </BrowseSection>
      )}
    </BrowsePage>
  );
}
