/** The quick order's server side: look the pasted SKUs up, check the rows, add the valid ones in one batch. */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  CART_KIND,
  QUICK_ORDER_MAX_ROWS,
  checkQuickOrder,
  languageId,
  skuKey,
  type CartKind,
  type QuickOrderLine,
  type QuickOrderProduct,
  type QuickOrderRow,
} from '@kontor/api/rules';
import { api } from '../../api.js';
import { cartKeys } from '../../queries/cart.js';
import { languageAtom } from '../../state/settings.js';

/** The quick order's look-up: the catalogue's products of the lines' SKUs, for checkQuickOrder (@kontor/api/rules). */
export async function lookUpQuickOrderProducts(lines: readonly QuickOrderLine[], language: number): Promise<QuickOrderProduct[]> {
  const codes = [...new Set(lines.map((line) => skuKey(line.sku)).filter((code) => code !== ''))].slice(0, QUICK_ORDER_MAX_ROWS);
  return codes.length > 0 ? ((await api.skus.byCodes({ skuCodes: codes, languageId: language })) as QuickOrderProduct[]) : [];
}

export function useQuickOrder() {
  const client = useQueryClient();
  const language = languageId(useAtomValue(languageAtom));
  const [rows, setRows] = useState<QuickOrderRow[]>();
  const lookup = useMutation({
    mutationFn: async ({ lines, target }: { lines: QuickOrderLine[]; target: CartKind }) => {
      // What the chosen cart holds counts against each maximum, as the server checks the line the add joins.
      const [products, cart] = await Promise.all([
        lookUpQuickOrderProducts(lines, language),
        api.cart.filteredPage(language, { cartType: CART_KIND[target] }),
      ]);
      const inCart = new Map(cart.records.map((line) => [String(line.skuId), line.quantity]));
      return checkQuickOrder(lines, products, inCart);
    },
    onSuccess: setRows,
  });
  const add = useMutation({
    mutationFn: ({ valid, target }: { valid: QuickOrderRow[]; target: CartKind }) =>
      api.cart.addBatch(
        valid.map((row) => ({ skuId: row.product!.skuId, quantity: row.quantity!, cartType: CART_KIND[target], languageId: language })),
        { wholeCartons: true },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: cartKeys.all }),
  });
  return {
    rows,
    checking: lookup.isPending,
    lookupFailed: lookup.isError,
    check: (lines: QuickOrderLine[], target: CartKind = 'container') => lookup.mutate({ lines, target }),
    add: (valid: QuickOrderRow[], target: CartKind) => add.mutateAsync({ valid, target }),
  };
}
