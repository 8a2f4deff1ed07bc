/**
 * /editOrder and /editPalletOrder?id=: a placed order's goods (the cart's quantity rules, removal, products added by
 * art. no., the load gauge of a container order) and its form, with the same rules as placing it. What the buyer
 * changes is a draft that survives a reload and a refused save; saving sends the form with the lines.
 */
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from '../../router/index.js';
import { ORDER_STATUS, totalVolume } from '@kontor/api/rules';
import { commonMessages } from '@kontor/ui';
import { Button } from '@kontor/ui/Button';
import { EmptyState, LoadFailed } from '@kontor/ui/EmptyState';
import { Skeleton } from '@kontor/ui/Skeleton';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { OrderForm } from '@kontor/ui/storefront/OrderForm';
import { OrderLinesEditor } from '@kontor/ui/storefront/OrderLinesEditor';
import { useContainerLimits } from '../../queries/cart.js';
import { addressEditHref, usePaymentTerms } from '../../queries/orders.js';
import { isNotFound } from '../../queryClient.js';
import { orderMessages } from './order.messages.js';
import { useOrderEdit } from './useOrderEdit.js';

export default function EditOrderScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  // Fixing or adding an address returns here; the draft keeps what was typed meanwhile.
  const here = useLocation();
  const back = here.pathname + here.search;
  const edit = useOrderEdit(id, { back, onSaved: () => void navigate(`/Order?id=${encodeURIComponent(id)}`) });
  const terms = usePaymentTerms();
  const limits = useContainerLimits();
  const { order, fetched, addresses, lines } = edit;
  const data = order.data;
  const editable = data?.status === ORDER_STATUS.placed;
  const loading = id !== '' && (order.isPending || (editable && (addresses.isPending || (lines === undefined && fetched.isPending))));

  return (
    <BrowsePage busy={edit.save.isPending}>
      <PageHeading title={intl.formatMessage(orderMessages.editTitle, { orderNo: data?.orderNo ?? '' })}>
        {editable && edit.changed ? (
          // In a box of its own: the heading's grid would stretch the button across the page.
          <div>
            <Button variant="secondary" onPress={edit.discard}>
              {intl.formatMessage(orderMessages.discardChanges)}
            </Button>
          </div>
        ) : null}
      </PageHeading>
      {loading && <Skeleton lines={8} />}
      {(isNotFound(order.error) || id === '') && <EmptyState title={<span role="alert">{intl.formatMessage(orderMessages.notFound)}</span>} />}
      {order.isError && !order.data && !isNotFound(order.error) && id !== '' && (
        <LoadFailed message={intl.formatMessage(orderMessages.loadFailed)} onRetry={() => void order.refetch()} />
      )}
      {data && !editable && <EmptyState title={<span role="alert">{intl.formatMessage(orderMessages.notEditable)}</span>} />}
      {editable && lines === undefined && fetched.isError && (
        <EmptyState
          title={<span role="alert">{intl.formatMessage(orderMessages.linesError)}</span>}
          action={<Button onPress={() => void fetched.refetch()}>{intl.formatMessage(commonMessages.retry)}</Button>}
        />
      )}
      {!loading && editable && lines && addresses.choices && (
        <OrderLinesEditor
          kind={edit.kind}
          lines={lines}
          {...(limits.data ? { limits: limits.data } : {})}
          onQuantityChange={edit.changeQuantity}
          onRemove={edit.remove}
          onAdd={edit.add}
        >
          <OrderForm
            kind={edit.kind}
            mode="edit"
            placedEta={data.eta?.slice(0, 10) ?? null}
            volume={totalVolume(lines)}
            value={edit.value}
            onChange={edit.setValue}
            addresses={addresses.choices}
            newAddressHref={addressEditHref('new', back)}
            ports={edit.ports.data ?? []}
            // The order keeps the terms it was placed with (saving does not change them), whatever the shop offers today.
            paymentTerms={data.paymentTerms || terms.data}
            onSubmit={(next) => {
              if (!edit.save.isPending) edit.save.mutate(next);
            }}
            isSubmitting={edit.save.isPending}
            serverError={edit.serverError}
          />
        </OrderLinesEditor>
      )}
    </BrowsePage>
  );
}
