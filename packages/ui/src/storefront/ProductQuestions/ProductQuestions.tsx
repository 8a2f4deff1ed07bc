/**
 * ProductQuestions: the Q&A of a product and the form to ask (an empty question is refused with the spec's message);
 * the form's validation kit loads when the section comes near or the user reaches the form (AskQuestion).
 */
import { useIntl } from 'react-intl';
import type { QuestionForm } from '@kontor/api/contract';
import { EmptyState } from '../../components/EmptyState/EmptyState.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { cx } from '../../styles/cx.js';
import { AskQuestion } from './AskQuestion.js';
import { QuestionItem, type QuestionView } from './QuestionItem.js';
import * as css from './ProductQuestions.css.js';
import { messages } from './ProductQuestions.messages.js';

export interface ProductQuestionsProps {
  skuCode: string;
  questions: readonly QuestionView[] | undefined;
  status?: 'loading' | 'error' | 'content';
  /** Sends the question; a rejection shows its message above the button and keeps the text. */
  onAsk: (form: QuestionForm) => Promise<unknown> | void;
  onClose?: (id: string | number) => void;
  onFeedback?: (id: string | number, helpful: boolean) => void;
  className?: string;
}

export function ProductQuestions({ skuCode, questions, status = 'content', onAsk, onClose, onFeedback, className }: ProductQuestionsProps) {
  const intl = useIntl();
  return (
    <section className={cx(css.root, className)} aria-labelledby="product-questions-title">
      <h2 id="product-questions-title" className={css.title}>{intl.formatMessage(messages.title)}</h2>
      <AskQuestion skuCode={skuCode} onAsk={onAsk} />
      {status === 'loading' && <Skeleton lines={4} />}
      {status === 'error' && <p role="alert" className={css.meta}>{intl.formatMessage(messages.error)}</p>}
      {status === 'content' &&
        (questions && questions.length > 0 ? (
          <ul className={css.list}>
            {questions.map((question) => (
              <QuestionItem key={question.id} question={question} {...(onClose ? { onClose } : {})} {...(onFeedback ? { onFeedback } : {})} />
            ))}
          </ul>
        ) : (
          <EmptyState title={intl.formatMessage(messages.empty)} />
        ))}
    </section>
  );
}
