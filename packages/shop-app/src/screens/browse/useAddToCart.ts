/** Adds a product to the container or pallet cart, then refreshes the cart (header badge) and says so. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { toastQueue, toastsOf } from '@kontor/ui/Toast';
import { CART_KIND } from '@kontor/api/rules';
import { api } from '../../api.js';
import { cartKeys } from '../../queries/cart.js';
import { messages } from './browse.messages.js';
import { useLanguageId } from './queries.js';

const toasts = toastsOf(toastQueue);

export interface AddToCart {
  skuId: string | number;
  quantity: number;
  cart: 'container' | 'pallet';
}

export function useAddToCart() {
  const intl = useIntl();
  const client = useQueryClient();
  const lang = useLanguageId();
  const mutation = useMutation({
    mutationFn: ({ skuId, quantity, cart }: AddToCart) =>
      api.cart.add({ skuId, quantity, cartType: CART_KIND[cart], languageId: lang }),
    onSuccess: async (_answer, { cart }) => {
      toasts.success(intl.formatMessage(cart === 'pallet' ? messages.addedToPallet : messages.addedToContainer));
      await client.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
  const pending = mutation.isPending ? mutation.variables : undefined;
  return { add: (line: AddToCart) => mutation.mutate(line), pending };
}
