/** Saving a download in the browser: apart from the naming code (download.ts), which loads with the first download. */
import type { Download } from './download.js';

/** Hands a downloaded file to the browser's save dialog (no-op outside a browser). */
export function saveDownload({ blob, fileName }: Download): void {
  if (typeof document === 'undefined') return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
