/** The price-sheet export of one product (quotation/exportXls), saved as a download. */
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import FileDown from 'lucide-react/icons/file-down';
import { Button } from '@kontor/ui/Button';
import { api } from '../../api.js';
import { messages } from './browse.messages.js';
import { useLanguageId } from './queries.js';

/** Hands a Blob to the browser as a file download. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // The click has started the download; the object URL is no longer needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function PriceSheetButton({ skuId, artNo }: { skuId: string | number; artNo: string }) {
  const intl = useIntl();
  const lang = useLanguageId();
  const sheet = useMutation({
    mutationFn: () => api.skus.exportQuotation({ skuIds: [skuId], languageId: lang }),
    onSuccess: ({ blob, fileName }) => save(blob, fileName || `quotation-${artNo}.xlsx`),
  });
  return (
    <Button variant="quiet" isDisabled={sheet.isPending} onPress={() => sheet.mutate()}>
      {/* An icon as the Share button beside it has, the button's own text size (as the kit sizes its icons). */}
      <FileDown aria-hidden size="1em" />
      {intl.formatMessage(messages.priceSheet)}
    </Button>
  );
}
