/** Server state of the after-sales form's page alone: how far an order line's newest request is. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../../api.js';
import { signedInAtom } from '../../session/state.js';
import { afterSalesKeys } from './aftersales.queries.js';

/** The newest request's short status for an order line (0 processing, 1 processed, 2 cancelled); null when it has none. */
export function useAfterSalesLineStatus(orderNo: string | null, skuId: string | null) {
  return useQuery({
    queryKey: [...afterSalesKeys.all, 'line', orderNo, skuId] as const,
    queryFn: async () => (await api.serviceOrders.status({ orderNo: orderNo!, skuId: skuId! })) ?? null,
    enabled: useAtomValue(signedInAtom) && !!orderNo && !!skuId,
  });
}
