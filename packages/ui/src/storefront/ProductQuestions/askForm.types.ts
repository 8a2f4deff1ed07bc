/** The props the light question form hands to the full one (a file of its own, so neither imports the other). */
import type { QuestionForm } from '@kontor/api/contract';

export interface AskFormProps {
  skuCode: string;
  /** Sends the question; a rejection shows its message above the button and keeps the text. */
  onAsk: (form: QuestionForm) => Promise<unknown> | void;
  /** What was typed into the light form. */
  initialContent: string;
  /** Where the focus was in the light form when the full one arrived. */
  focus: 'field' | 'submit' | null;
  /** The light form was submitted before the full one arrived. */
  submitNow: boolean;
}
