/** /editOrder and /editPalletOrder?id=: the order form for a placed order, with the same rules as placing it. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from '../../router/index.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { KontorApiError } from '@kontor/api/client';
import type { OrderEditBody } from '@kontor/api/contract';
import { ORDER_STATUS, cartKindOf, isContainerType, isMessageKey, languageId } from '@kontor/api/rules';
import { EmptyState } from '@kontor/ui/EmptyState';
import { Skeleton } from '@kontor/ui/Skeleton';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { OrderForm, type OrderFormValue } from '@kontor/ui/storefront/OrderForm';
import { api } from '../../api.js';
import { addressEditHref, orderKeys, useAddressChoices, usePaymentTerms, usePorts } from '../../queries/orders.js';
import { languageAtom } from '../../state/settings.js';
import { orderMessages } from './order.messages.js';

export default function EditOrderScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = useSearchParams()[0].get('id') ?? '';
  const language = languageId(useAtomValue(languageAtom));
  const order = useQuery({ queryKey: orderKeys.one(id), queryFn: () => api.orders.get(id), enabled: id !== '' });
  // Fixing or adding an address returns here; the draft keeps what was typed meanwhile.
  const here = useLocation();
  const back = here.pathname + here.search;
  const addresses = useAddressChoices(back);
  const ports = usePorts();
  const terms = usePaymentTerms();
  const [edited, setEdited] = useState<OrderFormValue | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const data = order.data;
  const kind = cartKindOf(data?.orderType);
  const port = ports.data?.find((p) => p.name === data?.destinationPort);
  const value: OrderFormValue = edited ?? {
    eta: data?.eta?.slice(0, 10) ?? null,
    cabinetType: isContainerType(data?.cabinetType) ? data.cabinetType : null,
    containerCount: data?.containerCount ?? null,
    addressId: data?.addressId ?? null,
    portId: port?.id ?? null,
    remark: data?.remark ?? '',
  };

  const save = useMutation({
    mutationFn: (next: OrderFormValue) => {
      const chosen = addresses.choices?.find((choice) => String(choice.id) === String(next.addressId));
      const nextPort = ports.data?.find((p) => String(p.id) === String(next.portId));
      const body: OrderEditBody = {
        id,
        kind,
        eta: next.eta ?? null,
        cabinetType: kind === 'container' ? (next.cabinetType ?? null) : null,
        containerCount: kind === 'container' ? (next.containerCount ?? null) : null,
        addressId: next.addressId ?? null,
        address: chosen ? { ...chosen.address } : null,
        destinationPort: nextPort?.name ?? null,
        ...(next.remark ? { remark: next.remark } : {}),
      };
      return api.orders.edit({ ...body, portId: nextPort?.id ?? null, languageId: language } as OrderEditBody);
    },
    onMutate: () => setServerError(null),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: orderKeys.all });
      void navigate(`/Order?id=${encodeURIComponent(id)}`);
    },
    onError: (error) => setServerError(error instanceof KontorApiError && isMessageKey(error.message) ? error.message : null),
  });

  return (
    <BrowsePage busy={save.isPending}>
      <PageHeading title={intl.formatMessage(orderMessages.editTitle, { orderNo: data?.orderNo ?? '' })} />
      {(order.isPending || addresses.isPending) && id !== '' && <Skeleton lines={6} />}
      {(order.isError || id === '') && <EmptyState title={<span role="alert">{intl.formatMessage(orderMessages.notFound)}</span>} />}
      {data && data.status !== ORDER_STATUS.placed && <EmptyState title={<span role="alert">{intl.formatMessage(orderMessages.notEditable)}</span>} />}
      {data && data.status === ORDER_STATUS.placed && addresses.choices && (
        <OrderForm
          kind={kind}
          value={value}
          onChange={setEdited}
          addresses={addresses.choices}
          newAddressHref={addressEditHref('new', back)}
          ports={ports.data ?? []}
          paymentTerms={terms.data ?? data.paymentTerms}
          onSubmit={(next) => {
            if (!save.isPending) save.mutate(next);
          }}
          isSubmitting={save.isPending}
          serverError={serverError}
        />
      )}
    </BrowsePage>
  );
}
