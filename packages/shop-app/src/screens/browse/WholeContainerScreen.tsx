/** /CaDetail?id=: a ready-made whole container: its products and quantities, and one action to cart it all. */
import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePageName, useSearchParams } from '../../router/index.js';
import { useIntl } from 'react-intl';
import { CART_KIND, containerLabel, formatVolume } from '@kontor/api/rules';
import { Button } from '@kontor/ui/Button';
import { BrowsePage, Note, PageHeading, Toolbar } from '@kontor/ui/storefront/BrowseLayout';
import { toastQueue, toastsOf } from '@kontor/ui/Toast';
import { api } from '../../api.js';
import { isNotFound } from '../../queryClient.js';
import { cartKeys } from '../../queries/cart.js';
import { gridStatus, useWholeContainer } from './listQueries.js';
import { ProductList } from './ProductList.js';
import { SubjectNotFound } from './SubjectNotFound.js';
import { useFactsPending, useLanguageId } from './queries.js';
import { messages } from './browse.messages.js';
import { messages as notFoundMessages } from './notFound.messages.js';

export default function WholeContainerScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const load = useWholeContainer(params.get('id'));
  const factsPending = useFactsPending(load);
  usePageName(load.data?.title ?? undefined);
  const lang = useLanguageId();
  const client = useQueryClient();
  const loaded = load.data?.products;
  // Each card says how many of it the load holds: the add action below carts exactly that many of each product.
  const products = useMemo(() => (loaded ?? []).map((p) => ({ ...p, loadQuantity: p.quantity ?? 1 })), [loaded]);
  const addAll = useMutation({
    mutationFn: () =>
      api.cart.addBatch(products.map((p) => ({ skuId: p.skuId, quantity: p.loadQuantity, cartType: CART_KIND.container, languageId: lang }))),
    onSuccess: async () => {
      toastsOf(toastQueue).success(intl.formatMessage(messages.addedContainer));
      await client.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
  const id = params.get('id');
  if (!id || isNotFound(load.error)) return <SubjectNotFound title={intl.formatMessage(messages.wholeContainerTitle)} message={notFoundMessages.noContainer} announced={!!id} />;
  const cabinet = load.data?.cabinetType;
  const capacity = (load.data as { capacity?: number | null } | undefined)?.capacity;
  return (
    <BrowsePage>
      <PageHeading title={load.data?.title ?? intl.formatMessage(messages.wholeContainerTitle)}>
        {cabinet && (
          <Note>
            {intl.formatMessage(messages.cabinet, { cabinet: containerLabel(cabinet) })}
            {capacity != null && ` · ${intl.formatMessage(messages.loadVolume, { volume: formatVolume(load.data?.totalVolume, lang), capacity: formatVolume(capacity, lang) })}`}
          </Note>
        )}
      </PageHeading>
      {products.length > 0 && (
        <Toolbar>
          <Button isDisabled={addAll.isPending} onPress={() => addAll.mutate()}>{intl.formatMessage(messages.addContainer)}</Button>
        </Toolbar>
      )}
      <ProductList headingLevel={2} factsPending={factsPending} products={products} status={gridStatus(load)} onRetry={() => void load.refetch()} aria-label={intl.formatMessage(messages.products)} />
    </BrowsePage>
  );
}
