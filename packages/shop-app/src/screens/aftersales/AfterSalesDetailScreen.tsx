/** /afterSalesDetail?id=: one after-sales request with its status steps and proofs (fetched as pictures, downloadable). */
import { useIntl } from 'react-intl';
import { useSearchParams } from '../../router/index.js';
import { useMutation } from '@tanstack/react-query';
import { saveDownload } from '@kontor/api/client';
import { Button } from '@kontor/ui/Button';
import { LoadFailed } from '@kontor/ui/EmptyState';
import { Link } from '@kontor/ui/Link';
import { Skeleton } from '@kontor/ui/Skeleton';
import { AfterSalesDetail } from '@kontor/ui/storefront/AfterSalesDetail';
import { BrowsePage, Note, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { api } from '../../api.js';
import { isNotFound } from '../../queryClient.js';
import { aftersalesMessages, proofMessages } from './aftersales.messages.js';
import { useAfterSalesRequest, useProofPictures } from './aftersales.queries.js';

export default function AfterSalesDetailScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const request = useAfterSalesRequest(params.get('id'));
  const proofImages = useProofPictures(request.data?.proofImages ?? []);
  const proofOfPurchase = useProofPictures(request.data?.proofOfPurchase ?? []);
  // All the proofs zipped (down/batch), saved as a blob under the server's name: the token stays in the header.
  const proofLinks = [...(request.data?.proofOfPurchase ?? []), ...(request.data?.proofImages ?? [])];
  const downloadProofs = useMutation({
    mutationFn: async () => saveDownload(await api.files.downloadBatch({ fileNames: proofLinks })),
  });
  return (
    <BrowsePage busy={request.isFetching}>
      <PageHeading title={intl.formatMessage(aftersalesMessages.detailTitle)} />
      <Link href="/personal?tab=aftersales" variant="standalone">
        {intl.formatMessage(aftersalesMessages.backToList)}
      </Link>
      {request.isPending && params.get('id') ? (
        <Skeleton lines={6} />
      ) : request.data ? (
        <>
          {/* No cancel call exists in spec section 7, so the part's cancel action is not offered here. */}
          <AfterSalesDetail
            request={request.data}
            proofImages={proofImages}
            proofOfPurchase={proofOfPurchase}
            onSaveProof={(proof) => {
              const file = [...proofOfPurchase, ...proofImages].find((loaded) => loaded.link === proof.link);
              if (file) saveDownload({ blob: file.blob, fileName: file.name });
            }}
          />
          {proofLinks.length > 0 && (
            <Button variant="secondary" isDisabled={downloadProofs.isPending} onPress={() => downloadProofs.mutate()}>
              {intl.formatMessage(proofMessages.downloadProofs, { count: proofLinks.length })}
            </Button>
          )}
        </>
      ) : request.isError && !isNotFound(request.error) && params.get('id') ? (
        <LoadFailed message={intl.formatMessage(aftersalesMessages.loadFailed)} onRetry={() => void request.refetch()} />
      ) : (
        <Note role="alert">{intl.formatMessage(aftersalesMessages.notFound)}</Note>
      )}
    </BrowsePage>
  );
}
