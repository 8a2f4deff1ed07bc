/**
 * /shareShow?skuCode=&share= (public): the shared product, readable signed out; the visit is recorded once.
 * A signed-in buyer sees what the product page shows (price, stock, add to cart).
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePageName, useSearchParams } from '../../router/index.js';
import { useIntl } from 'react-intl';
import { Link } from '@kontor/ui/Link';
import { Skeleton } from '@kontor/ui/Skeleton';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { api } from '../../api.js';
import { ProductDetail } from './ProductDetail.js';
import { useLanguageId } from './queries.js';
import { messages } from './browse.messages.js';

/** The shared SKU, found by its code (art. no.) through the search, which needs no login. */
function useSharedProduct(skuCode: string) {
  const lang = useLanguageId();
  return useQuery({
    queryKey: ['browse', 'shared', skuCode, lang],
    queryFn: async () => {
      const found = await api.search.skus({ searchWord: skuCode, current: 1, size: 10, languageId: lang });
      return found.records.find((p) => p.artNo === skuCode || p.skuCode === skuCode) ?? null;
    },
    enabled: skuCode !== '',
  });
}

export default function ShareShowScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const skuCode = params.get('skuCode') ?? '';
  const share = params.get('share');
  const product = useSharedProduct(skuCode);
  const recorded = useRef(false);
  useEffect(() => {
    // Once per page view, also under StrictMode's double effects; a link without its share code has no share
    // to count the visit for (the server would answer 404).
    if (recorded.current || !skuCode || !share) return;
    recorded.current = true;
    api.share.saveVisit({ skuCode, share, url: window.location.href }).catch(() => undefined);
  }, [skuCode, share]);
  const p = product.data;
  usePageName(p === null ? intl.formatMessage(messages.shareMissing) : p?.name);
  if (product.isPending && skuCode) return <BrowsePage busy><Skeleton lines={6} /></BrowsePage>;
  if (!p) {
    // Gone: said as the page's heading; signing in would not bring it back.
    return (
      <BrowsePage>
        <PageHeading title={intl.formatMessage(messages.shareMissing)} />
        <Link href="/" variant="standalone">{intl.formatMessage(messages.backHome)}</Link>
      </BrowsePage>
    );
  }
  // The same page for a visitor and a member, so a member's hydrated page switches its buy box in place.
  return <ProductDetail kind="detail" skuId={String(p.skuId)} shared={intl.formatMessage(messages.shareTitle)} />;
}
