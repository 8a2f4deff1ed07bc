/** The personal centre's addresses: each one on a line (the orders issue has no address form part yet to edit them). */
import { useIntl } from 'react-intl';
import { Skeleton } from '@kontor/ui/Skeleton';
import { Note, TileList } from '@kontor/ui/storefront/BrowseLayout';
import { addressLabel, useAddresses } from '../../queries/orders.js';
import { aftersalesMessages } from './aftersales.messages.js';

export function AddressesSection() {
  const intl = useIntl();
  const addresses = useAddresses();
  if (addresses.isPending) return <Skeleton lines={3} />;
  const list = addresses.data ?? [];
  if (list.length === 0) return <Note>{intl.formatMessage(aftersalesMessages.noAddresses)}</Note>;
  return (
    <TileList label={intl.formatMessage(aftersalesMessages.addresses)}>
      {list.map((address, index) => (
        <li key={address.id ?? index} data-testid="address-line">
          {addressLabel(address)}
          {address.isDefault ? (
            <Note>{intl.formatMessage(aftersalesMessages.defaultAddress)}</Note>
          ) : null}
        </li>
      ))}
    </TileList>
  );
}
