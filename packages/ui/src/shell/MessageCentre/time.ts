/** Message times ('YYYY-MM-DD HH:mm:ss' from the backend) in the user's language. */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export function useMessageTime(): (value: string | null | undefined) => string {
  const intl = useIntl();
  return useCallback(
    (value) => {
      if (!value) return '';
      const date = new Date(value.replace(' ', 'T'));
      if (Number.isNaN(date.getTime())) return value;
      return intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
    },
    [intl],
  );
}
