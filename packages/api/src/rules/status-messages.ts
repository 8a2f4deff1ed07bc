/** The status texts of spec section 8: one table the client's toasts and the server's answers both read. */
export const STATUS_MESSAGES: Readonly<Record<string, string>> = {
  '000': 'Too frequent, do not repeat the request',
  '401': 'No permission for this operation',
  '403': 'No permission for this operation',
  '404': 'Resource does not exist',
  '417': 'No login account bound; log in with a password, then bind',
  '423': 'Demo environment, cannot operate',
  '426': 'Username does not exist or password wrong',
  '428': 'Verification code wrong, re-enter',
  '429': 'Requests too frequent',
  '479': 'Demo environment, no permission',
  default: 'Unknown system error, report to the administrator',
  // Not statuses: the call got no answer. Keys in the same table so one translation covers all toasts.
  timeout: 'The server did not answer in time, try again',
  network: 'The server cannot be reached, check the connection',
};

/** Message precedence: the server's msg, else the status table, else the generic text. */
export function errorMessage(
  status: number | 'timeout' | 'network' | undefined,
  msg?: string | null,
  table: Readonly<Record<string, string>> = STATUS_MESSAGES,
): string {
  if (msg) return msg;
  const fromTable = status === undefined ? undefined : table[String(status)];
  return fromTable ?? table.default ?? STATUS_MESSAGES.default!;
}

/**
 * The catalogue key of a text of the status table (`Resource does not exist` → `status.404`), else undefined. The
 * table's English texts are the source of the catalogues' `status.*` messages, so a toast shows them in the user's
 * language whether the client fell back on the table or the server answered with the table's text.
 */
export function statusMessageKey(text: string): string | undefined {
  const entry = Object.entries(STATUS_MESSAGES).find(([, message]) => message === text);
  return entry ? `status.${entry[0]}` : undefined;
}
