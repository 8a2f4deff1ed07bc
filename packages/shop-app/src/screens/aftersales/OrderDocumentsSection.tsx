/** An order's invoice and documents: request the invoice (filled from the member's invoice data) or view it; downloads as blobs. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityId, InvoiceForm as InvoiceValues } from '@kontor/api/contract';
import { saveDownload } from '@kontor/api/client';
import { Skeleton } from '@kontor/ui/Skeleton';
import { InvoiceForm, InvoiceView } from '@kontor/ui/storefront/InvoiceForm';
import { api } from '../../api.js';
import { documentsOfOrder, invoiceKeys, useMemberInvoice, useOrderInvoice } from './invoice.queries.js';

export interface OrderDocumentsSectionProps {
  order: { id: EntityId; orderNo: string };
}

export function OrderDocumentsSection({ order }: OrderDocumentsSectionProps) {
  const client = useQueryClient();
  const invoice = useOrderInvoice(order.id);
  const memberInvoice = useMemberInvoice();
  const documents = useQuery({
    queryKey: invoiceKeys.documents(order.orderNo),
    queryFn: () => documentsOfOrder(order.orderNo),
  });
  const request = useMutation({
    mutationFn: (values: InvoiceValues) => api.invoices.add({ ...values, orderId: order.id }),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.order(order.id) }),
  });
  // Blobs with their names: the bearer token travels in the header, never in a link.
  const download = useMutation({
    mutationFn: async (link: string) => saveDownload(await api.files.downloadStored(link)),
  });
  const fileNames = [invoice.data?.fileLink, ...(documents.data ?? [])].filter((link): link is string => !!link);
  const downloadAll = useMutation({
    mutationFn: async () => saveDownload(await api.files.downloadBatch({ fileNames })),
  });

  if (invoice.isPending || memberInvoice.isPending) return <Skeleton lines={4} />;
  if (!invoice.data) {
    return <InvoiceForm memberInvoice={memberInvoice.data} onSubmit={(values) => request.mutateAsync(values)} />;
  }
  const fileLink = invoice.data.fileLink;
  return (
    <InvoiceView
      invoice={invoice.data}
      onDownload={fileLink ? () => download.mutate(fileLink) : undefined}
      isDownloading={download.isPending}
      documentCount={fileNames.length}
      onDownloadAll={() => downloadAll.mutate()}
      isDownloadingAll={downloadAll.isPending}
    />
  );
}
