/** Message times ('YYYY-MM-DD HH:mm:ss' from the backend) in the user's language, through the kit's one date formatter. */
import { useDate } from '../../i18n/dates.js';

export const useMessageTime = (): ((value: string | null | undefined) => string) => useDate('dateTime');
