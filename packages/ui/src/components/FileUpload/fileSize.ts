/** A file's size as the user reads it: kilobytes below a megabyte, megabytes above, in the user's number format. */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * 1024;

export function useFileSize(): (bytes: number) => string {
  const intl = useIntl();
  return useCallback(
    (bytes: number) =>
      bytes < MEGABYTE
        ? intl.formatNumber(Math.max(1, Math.round(bytes / KILOBYTE)), {
            style: 'unit',
            unit: 'kilobyte',
          })
        : intl.formatNumber(bytes / MEGABYTE, {
            style: 'unit',
            unit: 'megabyte',
            maximumFractionDigits: 1,
          }),
    [intl],
  );
}
