/** The quick order's server side: look the pasted SKUs up, check the rows, add the valid ones in one batch. */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  CART_KIND,
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

export function useQuickOrder() {
  const client = useQueryClient();
  const language = languageId(useAtomValue(languageAtom));
  const [rows, setRows] = useState<QuickOrderRow[]>();
  const lookup = useMutation({
    mutationFn: async (lines: QuickOrderLine[]) => {
      const codes = [...new Set(lines.map((line) => skuKey(line.sku)).filter((code) => code !== ''))].slice(0, 200);
      const products = codes.length > 0 ? await api.skus.byCodes({ skuCodes: codes, languageId: language }) : [];
      return checkQuickOrder(lines, products as QuickOrderProduct[]);
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
    check: (lines: QuickOrderLine[]) => lookup.mutate(lines),
    add: (valid: QuickOrderRow[], target: CartKind) => add.mutateAsync({ valid, target }),
  };
}
