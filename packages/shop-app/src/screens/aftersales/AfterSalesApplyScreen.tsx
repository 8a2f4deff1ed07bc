/**
 * /afterSalesApply: the after-sales form, filled from an order line (?orderNo=&artNo=&skuId=&itemName=&quantity=) or
 * free; what was typed and uploaded is kept across a reload until the request is sent.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '../../router/index.js';
import { useQueryClient } from '@tanstack/react-query';
import type { AfterSalesForm as AfterSalesValues } from '@kontor/api/contract';
import { AFTER_SALES_DIALOG_STATUSES, statusKey } from '@kontor/api/rules';
import { useTranslateKey } from '@kontor/ui/Form';
import { Link } from '@kontor/ui/Link';
import { AfterSalesForm, type AfterSalesFormValues } from '@kontor/ui/storefront/AfterSalesForm';
import { Skeleton } from '@kontor/ui/Skeleton';
import { BrowsePage, Note, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { api } from '../../api.js';
import { useUser } from '../../session/useUser.js';
import { dropAfterSalesDraft, keepAfterSalesDraft, readAfterSalesDraft } from '../../state/afterSalesDraft.js';
import { aftersalesMessages } from './aftersales.messages.js';
import { afterSalesKeys, uploadProofs } from './aftersales.queries.js';
import { lineStatusMessages } from './apply.messages.js';
import { useAfterSalesLineStatus } from './apply.queries.js';

export default function AfterSalesApplyScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { user } = useUser();
  const text = (name: string) => params.get(name) ?? undefined;
  const translateKey = useTranslateKey();
  // A line with a request already says so (spec section 4: the apply dialog shows processing, processed or cancelled).
  const lineStatus = useAfterSalesLineStatus(params.get('orderNo'), params.get('skuId'));
  const lineStatusKey = lineStatus.data == null ? undefined : statusKey(AFTER_SALES_DIALOG_STATUSES, lineStatus.data);
  const quantity = Number(params.get('quantity'));
  const orderNo = params.get('orderNo');
  const skuId = params.get('skuId');
  const [draft] = useState(() => readAfterSalesDraft({ orderNo, skuId }));
  const keepDraft = useCallback(
    (values: AfterSalesFormValues, fileNames: Record<string, string>) => keepAfterSalesDraft({ orderNo, skuId }, { values, fileNames }),
    [orderNo, skuId],
  );
  // What was typed and uploaded before a reload comes back over the line's own facts.
  const defaults: Partial<AfterSalesValues> = {
    ...Object.fromEntries(
      Object.entries({
        orderNo: text('orderNo'),
        artNo: text('artNo'),
        skuId: text('skuId'),
        itemName: text('itemName'),
        contactPerson: user?.name ?? user?.sysUser.realname ?? undefined,
        email: user?.sysUser.email ?? undefined,
      }).filter(([, value]) => value !== undefined && value !== null && value !== ''),
    ),
    ...draft.values,
  };
  async function send(values: AfterSalesValues) {
    // quiet: a refusal shows at the form, where everything typed and attached stays.
    const created = await api.serviceOrders.apply(values);
    dropAfterSalesDraft({ orderNo, skuId });
    await queryClient.invalidateQueries({ queryKey: afterSalesKeys.all });
    const id = (created as { id?: unknown } | null)?.id;
    await navigate(
      id == null
        ? '/personal?tab=aftersales'
        : `/afterSalesDetail?id=${encodeURIComponent(String(id))}`,
    );
  }
  return (
    <BrowsePage busy={!user}>
      <PageHeading title={intl.formatMessage(aftersalesMessages.applyTitle)} />
      {lineStatusKey && (
        <Note role="status">
          {intl.formatMessage(lineStatusMessages.existingRequest, { status: translateKey(lineStatusKey) })}{' '}
          <Link href="/personal?tab=aftersales">{intl.formatMessage(aftersalesMessages.afterSales)}</Link>
        </Note>
      )}
      {/* The form takes its prefill once, when it mounts: it waits for the member's name and e-mail. */}
      {user ? (
        <AfterSalesForm
          defaultValues={defaults}
          maxQuantity={Number.isInteger(quantity) && quantity > 0 ? quantity : undefined}
          onUpload={uploadProofs}
          onSubmit={send}
          onValuesChange={keepDraft}
          defaultFileNames={draft.fileNames}
        />
      ) : (
        <Skeleton lines={8} />
      )}
    </BrowsePage>
  );
}
