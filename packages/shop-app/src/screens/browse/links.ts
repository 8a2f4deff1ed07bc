/** Where a product leads: the detail page of its kind (products, parts, parts service). */
export type DetailKind = 'detail' | 'detailParts' | 'partsServiceDetail';

export function detailHref(product: { skuId: string | number }, kind: DetailKind = 'detail'): string {
  return `/${kind}?id=${encodeURIComponent(String(product.skuId))}`;
}

/** A detail page's SKU id: `?id=`, or `?skuId=` as older links name it. */
export function skuIdOf(params: URLSearchParams): string | null {
  return params.get('id') ?? params.get('skuId');
}

/** A server-given link that may be followed: a path of this shop, or an http(s) URL; anything else is dropped. */
export function safeHref(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  return /^https?:\/\//i.test(link) ? link : undefined;
}
