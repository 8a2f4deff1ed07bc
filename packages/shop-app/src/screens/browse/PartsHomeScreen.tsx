/** /productPageParts (public): the parts storefront's home: every spare part, paged, each leading to /detailParts. */
import { useSearchParams } from '../../router/index.js';
import { useIntl } from 'react-intl';
import { isLanguage } from '@kontor/api/rules';
import { Pagination } from '@kontor/ui/Pagination';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { gridStatus, PAGE_SIZE, usePartsPage } from './listQueries.js';
import { ProductList } from './ProductList.js';
import { messages } from './browse.messages.js';

/**
 * A page of the parts home at its address, keeping a visitor's `?lang=` (without JavaScript, nothing else says it);
 * nothing else of the query (a tracker's `fbclid`): the server keeps one drawing for the addresses that agree on
 * `page` and `lang`.
 */
function partsPageHref(params: URLSearchParams, page: number): string {
  const query = new URLSearchParams();
  const lang = params.get('lang');
  if (isLanguage(lang)) query.set('lang', lang);
  if (page !== 1) query.set('page', String(page));
  const search = query.toString();
  return `/productPageParts${search ? `?${search}` : ''}`;
}

export default function PartsHomeScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const current = Number(params.get('page') ?? 1) || 1;
  const parts = usePartsPage(current);
  const page = parts.data && !Array.isArray(parts.data) ? parts.data : undefined;
  const records = Array.isArray(parts.data) ? parts.data : page?.records;
  return (
    <BrowsePage>
      <PageHeading title={intl.formatMessage(messages.partsTitle)} />
      <ProductList headingLevel={2} products={records} status={gridStatus(parts)} onRetry={() => void parts.refetch()} kind="detailParts" withoutAdd aria-label={intl.formatMessage(messages.partsTitle)} />
      {page && page.total > PAGE_SIZE && (
        // Real links: a public list that crawlers and visitors without JavaScript page through too.
        <Pagination current={current} size={PAGE_SIZE} total={page.total} onChange={(next) => setParams({ page: String(next) })} hrefOf={(next) => partsPageHref(params, next)} />
      )}
    </BrowsePage>
  );
}
