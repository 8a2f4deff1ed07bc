/** The error-log viewer bound to the stored log: upload to /admin/log/logs and clear, each with its success toast. */
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { toastQueue, toastsOf } from '@kontor/ui/Toast';
import { ErrorLogViewer, errorLogMessages } from '@kontor/ui/shell/ErrorLogViewer';
import { api } from '../api.js';
import { errorLogAtom, errorLogChanged } from './error-log.js';

const toasts = toastsOf(toastQueue);

export function ErrorLogBinding({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  const entries = useAtomValue(errorLogAtom);
  return (
    <ErrorLogViewer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      entries={entries}
      onUpload={async () => {
        // A failed upload toasts through the client and rejects: the confirmation stays open for a retry.
        await api.errorLog.upload();
        errorLogChanged();
        toasts.success(intl.formatMessage(errorLogMessages.uploaded));
      }}
      onClear={() => {
        api.errorLog.clear();
        errorLogChanged();
        toasts.success(intl.formatMessage(errorLogMessages.cleared));
      }}
    />
  );
}
