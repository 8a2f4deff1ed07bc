/**
 * /shareShow?skuCode=&share= (public): the shared product, readable signed out; the visit is recorded once.
 * A signed-in buyer sees what the product page shows (price, stock, add to cart).
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { usePageName, useSearchParams } from '../../router/index.js';
import { useIntl } from 'react-intl';
import { EmptyState } from '@kontor/ui/EmptyState';
import { Link } from '@kontor/ui/Link';
import { Skeleton } from '@kontor/ui/Skeleton';
import { BrowsePage, Note, PageHeading, ProductHero, Prose } from '@kontor/ui/storefront/BrowseLayout';
import { ProductGallery } from '@kontor/ui/storefront/ProductGallery';
import { ProductLogistics } from '@kontor/ui/storefront/ProductLogistics';
import { StockTable } from '@kontor/ui/storefront/StockTable';
import { api } from '../../api.js';
import { signedInAtom } from '../../session/state.js';
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
  const signedIn = useAtomValue(signedInAtom);
  const p = product.data;
  usePageName(p?.name);
  if (signedIn && p) return <ProductDetail kind="detail" skuId={String(p.skuId)} />;
  if (product.isPending && skuCode) return <BrowsePage busy><Skeleton lines={6} /></BrowsePage>;
  if (!p) {
    return (
      <BrowsePage>
        <EmptyState title={intl.formatMessage(messages.shareMissing)} action={<Link href="/login">{intl.formatMessage(messages.signInToBuy)}</Link>} />
      </BrowsePage>
    );
  }
  return (
    <BrowsePage>
      <ProductHero gallery={<ProductGallery images={p.images?.length ? p.images : p.image ? [p.image] : []} alt={p.name} />}>
        <PageHeading eyebrow={intl.formatMessage(messages.shareTitle)} code={intl.formatMessage(messages.artNo, { artNo: p.artNo })} title={p.name}>
          {p.brand && <Note field="brand">{intl.formatMessage(messages.brand, { brand: p.brand })}</Note>}
        </PageHeading>
        {p.description && <Prose>{p.description}</Prose>}
        {/* Signed out, the server withholds stock and prices; the table shows only what it was given. */}
        {p.stockCn != null && (
          <StockTable stockCn={p.stockCn} stockDe={p.stockDe} stockProduction={p.stockProduction} laterDate={typeof p.laterDate === 'string' ? p.laterDate : null} />
        )}
        <Link href={`/detail?id=${encodeURIComponent(String(p.skuId))}`} variant="standalone">{intl.formatMessage(messages.signInToBuy)}</Link>
      </ProductHero>
      <ProductLogistics product={p} />
    </BrowsePage>
  );
}
