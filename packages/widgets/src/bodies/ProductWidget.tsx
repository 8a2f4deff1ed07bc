/** `<kontor-product sku>`: the product card (price on request), its logistics and a link into the shop's page. */
import { useMemo } from 'react';
import { ProductCard } from '@kontor/ui/storefront/ProductCard';
import { ProductLogistics } from '@kontor/ui/storefront/ProductLogistics';
import { widgetApi, WidgetCallError } from '../data/public.js';
import { usePublicData } from '../data/usePublicData.js';
import { messages } from '../messages.js';
import { cardColumn, twoColumns } from '../runtime/layout.js';
import { Loading, Problem } from '../runtime/Notice.js';
import type { WidgetBodyProps } from '../runtime/mount.js';
import { shopUrl } from '../runtime/settings.js';

export function ProductWidget({ settings }: WidgetBodyProps) {
  const { apiBase, language, sku } = settings;
  const api = useMemo(() => widgetApi(apiBase, language), [apiBase, language]);
  const product = usePublicData(sku ? `${apiBase} ${language} ${sku}` : undefined, (signal) => api.product(sku!, signal));
  if (!sku) return <Problem message={messages.productMissing} />;
  if (product.state === 'loading') return <Loading lines={5} />;
  if (product.state === 'error' || !product.data) {
    // An unknown article number is final; anything else (network, refusal) may pass on a retry.
    const unknown = product.error instanceof WidgetCallError && product.error.status === 404;
    return <Problem message={unknown ? messages.productUnknown : messages.unavailable} onRetry={unknown ? undefined : product.retry} />;
  }
  const p = product.data;
  return (
    <div style={twoColumns}>
      <div part="card" style={cardColumn}>
        <ProductCard product={p} href={shopUrl(settings, `/detail?id=${encodeURIComponent(String(p.skuId))}`)} headingLevel={2} />
      </div>
      <div part="logistics">
        <ProductLogistics product={p} headingLevel={3} />
      </div>
    </div>
  );
}
