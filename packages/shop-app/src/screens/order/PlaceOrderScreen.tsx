/** /placeOrder?kind=container|pallet: the order form for a cart; the draft survives reloads and failures. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from '../../router/index.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { KontorApiError } from '@kontor/api/client';
import type { OrderPlaceBody } from '@kontor/api/contract';
import { addressMissingFields, isMessageKey, isPalletCartVisible, languageId, loadPlan, totalVolume, type CartKind } from '@kontor/api/rules';
import { Button } from '@kontor/ui/Button';
import { EmptyState, LoadFailed } from '@kontor/ui/EmptyState';
import { Skeleton } from '@kontor/ui/Skeleton';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { CartTotals, OrderLines } from '@kontor/ui/storefront/ContainerCart';
import { OrderForm, type OrderFormValue } from '@kontor/ui/storefront/OrderForm';
import { api } from '../../api.js';
import { cartKeys, useCartLines } from '../../queries/cart.js';
import { addressEditHref, orderKeys, useAddressChoices, usePaymentTerms, usePorts } from '../../queries/orders.js';
import { useUser } from '../../session/useUser.js';
import { clearOrderDraftAtom, orderDraftAtoms } from '../../state/orderDraft.js';
import { languageAtom } from '../../state/settings.js';
import { orderMessages } from './order.messages.js';

export default function PlaceOrderScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const { user } = useUser();
  // Until the member is read (a page the server drew), the address says which cart; a FOB member's is the container.
  const kind: CartKind = params.get('kind') === 'pallet' && (user === undefined || isPalletCartVisible(user.modeOfTrade)) ? 'pallet' : 'container';
  const language = languageId(useAtomValue(languageAtom));
  const [draft, setDraft] = useAtom(orderDraftAtoms[kind]);
  const clearDraft = useSetAtom(clearOrderDraftAtom);
  const cart = useCartLines(kind);
  // Fixing or adding an address returns here; the draft keeps what was typed meanwhile.
  const here = useLocation();
  const back = here.pathname + here.search;
  const addresses = useAddressChoices(back);
  const ports = usePorts();
  const terms = usePaymentTerms();
  const [serverError, setServerError] = useState<string | null>(null);

  const place = useMutation({
    mutationFn: (value: OrderFormValue) => {
      const lines = cart.data?.lines ?? [];
      const chosen = addresses.choices?.find((choice) => String(choice.id) === String(value.addressId));
      const port = ports.data?.find((p) => String(p.id) === String(value.portId));
      const body: OrderPlaceBody = {
        kind,
        eta: value.eta ?? null,
        cabinetType: kind === 'container' ? (value.cabinetType ?? null) : null,
        containerCount: kind === 'container' ? (value.containerCount ?? null) : null,
        addressId: value.addressId ?? null,
        address: chosen ? { ...chosen.address } : null,
        destinationPort: port?.name ?? null,
        cartIds: lines.map((line) => line.id),
        paymentTerms: terms.data ?? null,
        ...(value.remark ? { remark: value.remark } : {}),
      };
      // The wire also names the port and the language its name is stored in.
      const wire = { ...body, portId: port?.id ?? null, languageId: language };
      return api.orders.place(wire, { idempotencyKey: draft.idempotencyKey });
    },
    onMutate: () => setServerError(null),
    onSuccess: async (order) => {
      clearDraft(kind);
      await Promise.all([client.invalidateQueries({ queryKey: cartKeys.all }), client.invalidateQueries({ queryKey: orderKeys.all })]);
      const id = (order as { id?: unknown } | null)?.id;
      void navigate(id != null ? `/Order?id=${encodeURIComponent(String(id))}` : '/myOrders');
    },
    // A refusal names a message key: the form shows it at its field. Other failures were toasted by the api hook.
    // The cart is read again either way: a line changed in another tab since (removed, its stock gone) is refused
    // by the server until the form shows the cart as it is now.
    onError: (error) => {
      setServerError(error instanceof KontorApiError && isMessageKey(error.message) ? error.message : null);
      void client.invalidateQueries({ queryKey: cartKeys.all });
    },
  });

  const title = intl.formatMessage(kind === 'container' ? orderMessages.placeContainer : orderMessages.placePallet);
  const loading = cart.isPending || addresses.isPending;
  // The cart or the addresses could not be read: not an empty cart, nor a member without an address. A read again
  // that fails (after a refused order, the server away) keeps what was read before, and the form with it.
  const failed = !loading && ((cart.isError && !cart.data) || (addresses.isError && !addresses.data));
  const lines = cart.data?.lines ?? [];
  const plan = kind === 'container' ? loadPlan(lines) : undefined;
  // The smallest container that holds the cart is the form's first suggestion, and the member's default address
  // (when it is complete: an incomplete one cannot be chosen) the first choice of address.
  const preferred = addresses.data?.find((address) => address.isDefault && address.id != null && addressMissingFields(address).length === 0);
  let value: OrderFormValue = draft.value;
  if (plan && value.cabinetType === undefined) value = { ...value, cabinetType: plan.suggestion.type, containerCount: plan.suggestion.containers };
  if (value.addressId === undefined && preferred) value = { ...value, addressId: preferred.id! };

  return (
    <BrowsePage busy={place.isPending}>
      <PageHeading title={title} />
      {loading && <Skeleton lines={6} />}
      {failed && (
        <LoadFailed
          message={intl.formatMessage(orderMessages.formLoadFailed)}
          onRetry={() => {
            if (cart.isError) void cart.refetch();
            if (addresses.isError) void addresses.refetch();
          }}
        />
      )}
      {!loading && !failed && lines.length === 0 && (
        <EmptyState
          title={intl.formatMessage(orderMessages.cartEmpty)}
          action={<Button onPress={() => void navigate(kind === 'pallet' ? '/pallet' : '/shopping')}>{intl.formatMessage(orderMessages.backToCart)}</Button>}
        />
      )}
      {!loading && !failed && lines.length > 0 && (
        <>
          {/* What is being ordered, line by line, above the totals it adds up to. */}
          <OrderLines lines={lines} />
          <CartTotals lines={lines} />
          <OrderForm
            kind={kind}
            volume={totalVolume(lines)}
            value={value}
            onChange={(next) => setDraft({ ...draft, value: next })}
            addresses={addresses.choices ?? []}
            newAddressHref={addressEditHref('new', back)}
          ports={ports.data ?? []}
            paymentTerms={terms.data}
            onSubmit={(next) => {
              if (!place.isPending) place.mutate(next);
            }}
            isSubmitting={place.isPending}
            serverError={serverError}
          />
        </>
      )}
    </BrowsePage>
  );
}
