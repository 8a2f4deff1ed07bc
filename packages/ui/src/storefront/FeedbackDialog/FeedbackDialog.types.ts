/** What the feedback dialog shows: shared by its trigger and its lazily loaded modal. */

export interface FeedbackDialogProps {
  /** The sales contact's name (user info salesname). */
  salesName?: string | null | undefined;
  /** The sales contact's phone (user info salesPhone). */
  salesPhone?: string | null | undefined;
}
