/**
 * The personal centre's delivery addresses: the list, and the address form for a new one (?address=new) or one
 * of them (?address=<id>, where the order form's "complete this address" link lands). A `back` path (the order
 * form's) is where saving or cancelling returns to.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '../../router/index.js';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, AddressForm as AddressValues } from '@kontor/api/contract';
import { addressMissingFields } from '@kontor/api/rules';
import { LoadFailed } from '@kontor/ui/EmptyState';
import { Skeleton } from '@kontor/ui/Skeleton';
import { toastQueue, toastsOf } from '@kontor/ui/Toast';
import { AddressForm } from '@kontor/ui/storefront/AddressForm';
import { AddressList } from '@kontor/ui/storefront/AddressList';
import { Note } from '@kontor/ui/storefront/BrowseLayout';
import { api } from '../../api.js';
import { addressKeys, useAddresses } from '../../queries/orders.js';
import { addressMessages } from './address.messages.js';

const toasts = toastsOf(toastQueue);

/** Only a path inside the shop may be returned to (never `//host` or a full URL). */
export function safeBack(path: string | null): string | null {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function AddressesSection() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const addresses = useAddresses();
  const editing = params.get('address');
  const back = safeBack(params.get('back'));
  const list = addresses.data ?? [];
  // Where the focus goes back to when the form closes: the control that opened it (add, or the address's edit).
  const [returnTo, setReturnTo] = useState<string | undefined>(undefined);
  const open = (address: string | null) => {
    if (address !== null) setReturnTo(address === 'new' ? 'add' : address);
    setParams(address === null ? { tab: 'addresses' } : { tab: 'addresses', address });
  };
  const close = () => (back ? void navigate(back) : open(null));

  async function save(id: Address['id'] | undefined, values: AddressValues) {
    if (id == null) await api.addresses.create(values);
    else await api.addresses.save(id, values);
    await client.invalidateQueries({ queryKey: addressKeys.all });
    toasts.success(intl.formatMessage(addressMessages.saved));
    close();
  }
  async function remove(address: Address) {
    if (address.id == null) return;
    await api.addresses.remove(address.id);
    await client.invalidateQueries({ queryKey: addressKeys.all });
    toasts.success(intl.formatMessage(addressMessages.deleted));
  }

  if (addresses.isPending) return <Skeleton lines={4} />;
  if (addresses.isError && !addresses.data) return <LoadFailed message={intl.formatMessage(addressMessages.loadFailed)} onRetry={() => void addresses.refetch()} />;
  if (editing !== null) {
    const address =
      editing === 'new' ? null : list.find((candidate) => String(candidate.id) === editing);
    if (address === undefined) return <Note>{intl.formatMessage(addressMessages.notFound)}</Note>;
    return (
      <AddressForm
        key={editing}
        address={address}
        // The first field to fill: one the address lacks, else the company (opened from the list, the form is where the user is now).
        autoFocusField={(address ? addressMissingFields(address)[0] : undefined) ?? (returnTo === undefined ? undefined : 'company')}
        onSubmit={(values) => save(address?.id, values)}
        onCancel={close}
      />
    );
  }
  return (
    <AddressList
      addresses={list}
      focusOn={returnTo}
      onAdd={() => open('new')}
      onEdit={(address) => open(String(address.id))}
      onDelete={remove}
    />
  );
}
