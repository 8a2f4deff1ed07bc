/** /classification?id=: breadcrumbs from the tree path, the child categories, a paged and sortable product grid. */
import { useState } from 'react';
import { usePageName, useSearchParams } from '../../router/index.js';
import { useIntl } from 'react-intl';
import type { CategoryNode, Product } from '@kontor/api/contract';
import { Breadcrumbs } from '@kontor/ui/Breadcrumbs';
import { Pagination } from '@kontor/ui/Pagination';
import { LazySelect } from '@kontor/ui/LazyTrigger';
import { BrowsePage, LinkChips, Note, PageHeading, Toolbar } from '@kontor/ui/storefront/BrowseLayout';
import { gridStatus, PAGE_SIZE, useCategory } from './listQueries.js';
import { isNotFound } from '../../queryClient.js';
import { ProductList } from './ProductList.js';
import { SubjectNotFound } from './SubjectNotFound.js';
import { useFactsPending } from './queries.js';
import { messages } from './browse.messages.js';
import { messages as notFoundMessages } from './notFound.messages.js';

/** The backend's display flag: false, 0 or '0' hides a node. */
const shown = (node: CategoryNode) => !(node.show === false || node.show === 0 || node.show === '0' || node.show === 'false');

const SORTS = ['default', 'priceUp', 'priceDown', 'name'] as const;
type Sort = (typeof SORTS)[number];
const priceOf = (p: Product) => p.discountPrice ?? p.unitPrice ?? Number.POSITIVE_INFINITY;

/** Sorts the shown page; the backend pages in its own order and takes no sort. */
function sorted(products: Product[] | undefined, sort: Sort): Product[] | undefined {
  if (!products || sort === 'default') return products;
  const copy = [...products];
  if (sort === 'name') return copy.sort((a, b) => a.name.localeCompare(b.name));
  return copy.sort((a, b) => (sort === 'priceUp' ? priceOf(a) - priceOf(b) : priceOf(b) - priceOf(a)));
}

export default function CategoryScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const current = Number(params.get('page') ?? 1) || 1;
  const [sort, setSort] = useState<Sort>('default');
  const { path, children, skus } = useCategory(id, current);
  const factsPending = useFactsPending(skus);
  const here = path.data?.at(-1);
  usePageName(here?.label);
  const crumbs = [
    { id: 'home', label: intl.formatMessage(messages.home), href: '/' },
    ...(path.data ?? []).map((node) => ({ id: String(node.id), label: node.label, href: `/classification?id=${encodeURIComponent(String(node.id))}` })),
  ];
  const subcategories = (children.data ?? []).filter(shown);
  const sortLabels: Record<Sort, string> = {
    default: intl.formatMessage(messages.sortDefault),
    priceUp: intl.formatMessage(messages.sortPriceUp),
    priceDown: intl.formatMessage(messages.sortPriceDown),
    name: intl.formatMessage(messages.sortName),
  };
  if (!id || isNotFound(path.error)) return <SubjectNotFound title={intl.formatMessage(messages.categoryTitle)} message={notFoundMessages.noCategory} announced={!!id} />;
  return (
    <BrowsePage>
      <PageHeading crumbs={<Breadcrumbs items={crumbs} />} title={here?.label ?? intl.formatMessage(messages.categoryTitle)} />
      {subcategories.length > 0 && (
        <LinkChips
          label={intl.formatMessage(messages.subcategories)}
          items={subcategories.map((node) => ({ id: node.id, label: node.label, href: `/classification?id=${encodeURIComponent(String(node.id))}` }))}
        />
      )}
      <Toolbar>
        <Note role="status">{skus.data ? intl.formatMessage(messages.searchCount, { total: skus.data.total }) : ''}</Note>
        {/* Light first: the list box's code loads when the pointer or focus reaches the sort order. */}
        <LazySelect
          label={intl.formatMessage(messages.sort)}
          options={SORTS.map((key) => ({ id: key, label: sortLabels[key] }))}
          value={sort}
          onChange={(key) => setSort(SORTS.find((candidate) => candidate === key) ?? 'default')}
        />
      </Toolbar>
      <ProductList headingLevel={2} factsPending={factsPending} products={sorted(skus.data?.records, sort)} status={gridStatus(skus)} onRetry={() => void skus.refetch()} aria-label={here?.label ?? intl.formatMessage(messages.products)} />
      {skus.data && skus.data.total > PAGE_SIZE && (
        <Pagination current={current} size={PAGE_SIZE} total={skus.data.total} onChange={(page) => setParams({ id: id ?? '', page: String(page) })} />
      )}
    </BrowsePage>
  );
}
