/** Orders, addresses, ports and payment terms as server state for the order screens. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Address } from '@kontor/api/contract';
import { languageId } from '@kontor/api/rules';
import type { AddressChoice } from '@kontor/ui/storefront/OrderForm';
import { api } from '../api.js';
import { signedInAtom } from '../session/state.js';
import { languageAtom } from '../state/settings.js';

export const orderKeys = {
  all: ['orders'] as const,
  page: (query: object) => ['orders', 'page', query] as const,
  one: (id: string) => ['orders', 'one', id] as const,
  /** The order's lines as cart lines (GET orderCart), for editing it; refreshed with the order. */
  lines: (id: string) => ['orders', 'one', id, 'lines'] as const,
};
export const addressKeys = { all: ['addresses'] as const };

/** One line naming an address: company, street, postal code and city. */
export function addressLabel(address: Address): string {
  return [address.company, address.street, [address.postalCode, address.city].filter(Boolean).join(' ')]
    .filter((part) => part && String(part).trim() !== '')
    .join(', ');
}

export function useAddresses() {
  // Asked once the session is read: the server draws the personal centre for nobody, then it hydrates.
  return useQuery({ queryKey: addressKeys.all, queryFn: () => api.addresses.mine(), enabled: useAtomValue(signedInAtom) });
}

/** Where the address form opens for one address (or `new`), returning to `back` (the order form) when saved. */
export function addressEditHref(id: string | number, back?: string): string {
  const query = new URLSearchParams({ tab: 'addresses', address: String(id) });
  if (back) query.set('back', back);
  return `/personal?${query.toString()}`;
}

/** The addresses as the order form's choices; `back` is the order form's own path, so fixing one returns there. */
export function useAddressChoices(back?: string) {
  const addresses = useAddresses();
  const choices: AddressChoice[] | undefined = addresses.data
    ?.filter((address) => address.id != null)
    .map((address) => ({
      id: address.id!,
      label: addressLabel(address) || String(address.id),
      address: { ...address },
      editHref: addressEditHref(address.id!, back),
    }));
  return { ...addresses, choices };
}

export function usePorts() {
  const id = languageId(useAtomValue(languageAtom));
  return useQuery({ queryKey: ['ports', id], queryFn: () => api.orders.portsOfArrival({ languageId: id }), staleTime: Infinity });
}

/** The shop sells in euro: its payment terms, in the user's language. */
export function usePaymentTerms() {
  const id = languageId(useAtomValue(languageAtom));
  return useQuery({
    queryKey: ['payment', 'EUR', id],
    queryFn: () => api.payment.byCurrency('EUR', id),
    select: (answer) => (Array.isArray(answer) ? answer[0] : answer)?.paymentTerms ?? null,
    staleTime: Infinity,
  });
}
