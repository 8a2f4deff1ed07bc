/**
 * The container and pallet cart as server state, shared by the header badge, product pages and the carts.
 * Owned by the carts issue; the header and product pages import these hooks.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { cartCount } from '@kontor/api/client';
import { languageId } from '@kontor/api/rules';
import { api } from '../api.js';
import { languageAtom } from '../state/settings.js';

export const cartKeys = { all: ['cart'] as const, page: (languageId: number) => ['cart', 'page', languageId] as const };

/** The header badge: the cart page's total (spec section 3). */
export function useCartCount(): number | undefined {
  const language = useAtomValue(languageAtom);
  const page = useQuery({ queryKey: cartKeys.page(languageId(language)), queryFn: () => api.cart.page(languageId(language)) });
  return page.data ? cartCount(page.data) : undefined;
}
