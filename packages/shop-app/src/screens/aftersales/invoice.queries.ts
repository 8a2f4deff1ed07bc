/** Server state of invoices and an order's documents: the member's invoice data, an order's invoice, its proofs. */
import { useQuery } from '@tanstack/react-query';
import type { EntityId, Invoice } from '@kontor/api/contract';
import { api } from '../../api.js';

export const invoiceKeys = {
  member: ['invoice', 'member'] as const,
  order: (orderId: EntityId) => ['invoice', 'order', String(orderId)] as const,
  documents: (orderNo: string) => ['invoice', 'documents', orderNo] as const,
};

/** The member's invoice data; a deployment answering a list gives its first entry. */
export function useMemberInvoice() {
  return useQuery({
    queryKey: invoiceKeys.member,
    queryFn: async (): Promise<Invoice | null> => {
      const answer = await api.invoices.mine();
      return (Array.isArray(answer) ? answer[0] : answer) ?? null;
    },
    staleTime: Infinity,
  });
}

/** The order's invoice, or null while none was requested. */
export function useOrderInvoice(orderId: EntityId) {
  return useQuery({ queryKey: invoiceKeys.order(orderId), queryFn: () => api.invoices.ofOrder(orderId) });
}

/** The stored proofs of the member's after-sales requests for this order (the order's other documents). */
export async function documentsOfOrder(orderNo: string): Promise<string[]> {
  const requests = await api.serviceOrders.mine({ current: 1, size: 100 });
  return requests.records
    .filter((request) => request.orderNo === orderNo)
    .flatMap((request) => [...(request.proofOfPurchase ?? []), ...(request.proofImages ?? [])]);
}
