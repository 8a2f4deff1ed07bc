/** The props of ShareDialog, shared by its light trigger and its lazily loaded modal. */
import type { ShareEmailForm as ShareEmailValues } from '@kontor/api/contract';

export interface ShareDialogProps {
  skuCode: string;
  /** Asks the server for the /shareShow link when the dialog opens. */
  onRequestLink: () => Promise<string>;
  onSendEmail: (form: ShareEmailValues) => Promise<unknown> | void;
  /** What the shop knows of a signed-in buyer: the email form starts with it instead of asking again. */
  sender?: { name?: string | null | undefined; email?: string | null | undefined } | undefined;
  /** Writes the link to the clipboard; the browser's clipboard by default. */
  copy?: (text: string) => Promise<void>;
}
