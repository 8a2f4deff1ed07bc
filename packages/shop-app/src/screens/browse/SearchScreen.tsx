/** /search?searchWord=: the products found, paged; nothing found offers the popular search words. */
import { useSearchParams } from '../../router/index.js';
import { useIntl } from 'react-intl';
import { Pagination } from '@kontor/ui/Pagination';
import { BrowsePage, BrowseSection, LinkChips, Note, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { gridStatus, PAGE_SIZE, usePopularWords, useSearchResults } from './listQueries.js';
import { ProductList } from './ProductList.js';
import { useFactsPending } from './queries.js';
import { messages } from './browse.messages.js';

const searchHref = (word: string) => `/search?searchWord=${encodeURIComponent(word)}`;

export default function SearchScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const word = params.get('searchWord') ?? '';
  const current = Number(params.get('page') ?? 1) || 1;
  const results = useSearchResults(word, current);
  const factsPending = useFactsPending(results);
  const popular = usePopularWords();
  const popularList = (
    <BrowseSection id="search-popular" title={intl.formatMessage(messages.popularWords)}>
      <LinkChips
        label={intl.formatMessage(messages.popularWords)}
        items={(popular.data ?? []).map(({ word: suggestion }) => ({ id: suggestion, label: suggestion, href: searchHref(suggestion) }))}
      />
    </BrowseSection>
  );
  const noWord = word.trim() === '';
  return (
    <BrowsePage>
      <PageHeading title={intl.formatMessage(messages.searchTitle, { word })}>
        {results.data && <Note role="status">{intl.formatMessage(messages.searchCount, { total: results.data.total })}</Note>}
      </PageHeading>
      <ProductList headingLevel={2} factsPending={factsPending}
        products={noWord ? [] : results.data?.records}
        status={noWord ? 'content' : gridStatus(results)}
        onRetry={() => void results.refetch()}
        emptyTitle={intl.formatMessage(messages.searchEmpty, { word })}
        emptyDescription={intl.formatMessage(messages.searchEmptyHelp)}
        aria-label={intl.formatMessage(messages.searchTitle, { word })}
      />
      {results.data && results.data.total > PAGE_SIZE && (
        <Pagination current={current} size={PAGE_SIZE} total={results.data.total} onChange={(page) => setParams({ searchWord: word, page: String(page) })} />
      )}
      {(noWord || results.data?.total === 0) && popularList}
    </BrowsePage>
  );
}
