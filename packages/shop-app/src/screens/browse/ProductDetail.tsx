/**
 * The product page behind /detail, /detailParts and /partsServiceDetail: gallery, name, buy box, logistics,
 * spare parts, questions; `kind` decides whether spare parts are listed.
 */
import { usePageName, useSearchParams } from '../../router/index.js';
import { useIntl } from 'react-intl';
import { isWebUrl } from '@kontor/api/rules';
import { Button } from '@kontor/ui/Button';
import { EmptyState } from '@kontor/ui/EmptyState';
import { Link } from '@kontor/ui/Link';
import { Skeleton } from '@kontor/ui/Skeleton';
import { BrowsePage, Note, PageHeading, ProductHero, Prose } from '@kontor/ui/storefront/BrowseLayout';
import { BuyBox } from '@kontor/ui/storefront/BuyBox';
import { ProductGallery } from '@kontor/ui/storefront/ProductGallery';
import { ProductLogistics } from '@kontor/ui/storefront/ProductLogistics';
import { SpareParts } from '@kontor/ui/storefront/SpareParts';
import { isNotFound } from '../../queryClient.js';
import { useTradeMode } from '../../session/useTradeMode.js';
import { AskServiceLink } from '../parts/AskServiceLink.js';
import { detailHref, skuIdOf, type DetailKind } from './links.js';
import { ProductConversation } from './ProductConversation.js';
import { SharedToVisitor } from './SharedToVisitor.js';
import { PriceSheetButton } from './PriceSheetButton.js';
import { NextTask } from './NextTask.js';
import { useAudience, useFactsPending, useProduct, useSpareParts, useThreeD } from './queries.js';
import { useAddToCart } from './useAddToCart.js';
import { messages } from './browse.messages.js';

/**
 * `skuId` names the product when the address does not (the share page, which names it by its code). `shared`, the
 * share page's eyebrow: a visitor is shown the stock and a way to sign in where a member has the buy box, in the same
 * places, so a page hydrated for nobody switches in place once the member's session is read.
 */
export function ProductDetail({ kind, skuId: given, shared }: { kind: DetailKind; skuId?: string | undefined; shared?: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const skuId = given ?? skuIdOf(params);
  const product = useProduct(skuId);
  const audience = useAudience();
  const visitor = shared !== undefined && audience === 'visitor';
  const parts = useSpareParts(kind === 'detail' && !visitor ? skuId : null);
  const tradeMode = useTradeMode();
  const cart = useAddToCart();
  const p = product.data;
  const skuCode = p ? (p.skuCode ?? p.artNo) : undefined;
  const threeD = useThreeD(skuCode);
  usePageName(p?.name);
  // Drawn by the server with the public answer: the member's prices and stock come once the session is read.
  const factsPending = useFactsPending(product);
  // A product that does not exist is a state of its own: said once, in the user's language, with no retry.
  const failed = product.isError && !isNotFound(product.error);
  if (!skuId || product.isError) {
    return (
      <BrowsePage>
        <EmptyState
          title={<span role={product.isError ? 'alert' : undefined}>{intl.formatMessage(failed ? messages.productError : messages.noProduct)}</span>}
          action={
            failed ? (
              <Button variant="secondary" onPress={() => void product.refetch()}>{intl.formatMessage(messages.retry)}</Button>
            ) : (
              <Link href="/">{intl.formatMessage(messages.backHome)}</Link>
            )
          }
        />
      </BrowsePage>
    );
  }
  if (!p || !skuCode) {
    return (
      <BrowsePage busy>
        <ProductHero gallery={<ProductGallery images={[]} alt="" loading />}>
          <Skeleton lines={8} />
        </ProductHero>
      </BrowsePage>
    );
  }
  const add = (cartKind: 'container' | 'pallet') => (quantity: number) => cart.add({ skuId: p.skuId, quantity, cart: cartKind });
  const threeDUrl = threeD.data?.url;
  return (
    <BrowsePage>
      <ProductHero gallery={<ProductGallery images={p.images?.length ? p.images : p.image ? [p.image] : []} alt={p.name} />}>
        <PageHeading eyebrow={shared} title={p.name} code={intl.formatMessage(messages.artNo, { artNo: p.artNo })}>
          {p.brand && <Note field="brand">{intl.formatMessage(messages.brand, { brand: p.brand })}</Note>}
        </PageHeading>
        {p.description && <Prose>{p.description}</Prose>}
        {visitor ? (
          <SharedToVisitor product={p} />
        ) : (
          <BuyBox
            product={{ ...p, laterDate: typeof p.laterDate === 'string' ? p.laterDate : null }}
            tradeMode={tradeMode}
            tradeModePending={tradeMode === undefined}
            onAddToContainer={add('container')}
            onAddToPallet={add('pallet')}
            pending={cart.pending?.skuId === p.skuId ? cart.pending.cart : null}
            factsPending={factsPending}
            extra={
              <>
                <PriceSheetButton skuId={p.skuId} artNo={p.artNo} />
                <ProductConversation.Share skuCode={skuCode} />
                {kind === 'partsServiceDetail' && <AskServiceLink skuCode={skuCode} />}
                {isWebUrl(threeDUrl) && (
                  <Link href={threeDUrl} target="_blank" variant="standalone">{intl.formatMessage(messages.threeD)}</Link>
                )}
              </>
            }
          />
        )}
      </ProductHero>
      {/* Public facts, drawn by the server with the product (what search engines and visitors without JavaScript read). */}
      <ProductLogistics product={p} />
      {/* Below the first screen, a task each and in page order (their timers run in the order they mount). */}
      {kind === 'detail' && !visitor && (
        <NextTask>
          <SpareParts
            parts={parts.data}
            status={parts.isPending ? 'loading' : parts.isError ? 'error' : 'content'}
            hrefOf={(part) => detailHref(part, 'detailParts')}
            onRetry={() => void parts.refetch()}
          />
        </NextTask>
      )}
      {!visitor && (
        <NextTask>
          <ProductConversation.Questions skuCode={skuCode} />
        </NextTask>
      )}
    </BrowsePage>
  );
}
