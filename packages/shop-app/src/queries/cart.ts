/**
 * The container and pallet cart as server state, shared by the header badge, product pages and the carts.
 * Owned by the carts issue; the header and product pages import these hooks (keep `cartKeys` and `useCartCount`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { cartCount, saveDownload } from '@kontor/api/client';
import type { CartItem } from '@kontor/api/contract';
import { CART_KIND, containerLimitsFrom, languageId, type CabinetLimitHint, type CartKind } from '@kontor/api/rules';
import { api } from '../api.js';
import { languageAtom } from '../state/settings.js';
import { signedInAtom } from '../session/state.js';

export const cartKeys = {
  all: ['cart'] as const,
  page: (languageId: number) => ['cart', 'page', languageId] as const,
  kind: (languageId: number, kind: CartKind) => ['cart', 'kind', kind, languageId] as const,
};

/** The header badge: the cart page's total (spec section 3). */
export function useCartCount(): number | undefined {
  const language = useAtomValue(languageAtom);
  // Public pages (share, parts home) show the header too: a signed-out visitor has no cart to count.
  const signedIn = useAtomValue(signedInAtom);
  const page = useQuery({
    queryKey: cartKeys.page(languageId(language)),
    queryFn: () => api.cart.page(languageId(language)),
    enabled: signedIn,
    // The cart is the member's across tabs: coming back to this one shows what another tab changed meanwhile.
    refetchOnWindowFocus: 'always',
  });
  return page.data ? cartCount(page.data) : undefined;
}

/** A cart line with the product facts the load plan and the stepper need (the server sends them flat). */
export interface CartLineView {
  id: string | number;
  skuId: string | number;
  quantity: number;
  artNo?: string | null;
  name?: string | null;
  colour?: string | null;
  image?: string | null;
  unitPrice?: number | null;
  discountPrice?: number | null;
  volume?: number | null;
  weight?: number | null;
  stock?: number | null;
  maxOrderQty?: number | null;
  packingUnit?: number | null;
  qty20?: number | null;
  qty40?: number | null;
  qty40h?: number | null;
}

const numberOr = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function cartLineView(item: CartItem): CartLineView {
  // Unknown stock (an order's lines) stays unknown rather than reading as 'temporarily unavailable'.
  const stock = numberOr(item['stock']) ?? (item.stockCn == null && item.stockDe == null ? null : (item.stockCn ?? 0) + (item.stockDe ?? 0));
  return {
    id: item.id, skuId: item.skuId, quantity: item.quantity, artNo: item.artNo, name: item.name, colour: item.colour,
    image: item.image, unitPrice: item.unitPrice, discountPrice: item.discountPrice, volume: item.volume, weight: item.weight,
    stock, maxOrderQty: item.maxOrderQty, packingUnit: numberOr(item['packingUnit']),
    qty20: numberOr(item['qty20']), qty40: numberOr(item['qty40']), qty40h: numberOr(item['qty40h']),
  };
}

/** One cart's lines (page 1 of 100, as the API gives them); asked once the session is read (after hydration). */
export function useCartLines(kind: CartKind, enabled = true) {
  const id = languageId(useAtomValue(languageAtom));
  const signedIn = useAtomValue(signedInAtom);
  return useQuery({
    queryKey: cartKeys.kind(id, kind),
    queryFn: () => api.cart.filteredPage(id, { cartType: CART_KIND[kind] }),
    select: (page) => ({ total: page.total, lines: page.records.map(cartLineView) }),
    enabled: enabled && signedIn,
    refetchOnWindowFocus: 'always',
  });
}

/** The container limits: the documented defaults overridden by the server's cabinet config (tipps). */
export function useContainerLimits() {
  const id = languageId(useAtomValue(languageAtom));
  return useQuery({
    queryKey: ['cabinet', 'limits', id],
    queryFn: () => api.cabinet.tips({ volume: 0, languageId: id }),
    select: (hints) => containerLimitsFrom((Array.isArray(hints) ? hints : hints ? [hints] : []) as CabinetLimitHint[]),
    staleTime: Infinity,
  });
}

/** Quantity changes, removal, the cart sheet: each refreshes every cart view (and the header badge). */
export function useCartActions(kind: CartKind) {
  const client = useQueryClient();
  const id = languageId(useAtomValue(languageAtom));
  const refresh = () => client.invalidateQueries({ queryKey: cartKeys.all });
  const update = useMutation({
    mutationFn: (line: { id: string | number; quantity: number }) => api.cart.update(line),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (ids: (string | number)[]) => api.cart.removeBatch(ids),
    onSettled: refresh,
  });
  const download = async () => saveDownload(await api.cart.exportExcel({ languageId: id, cartType: CART_KIND[kind] }));
  return { update, remove, download };
}
