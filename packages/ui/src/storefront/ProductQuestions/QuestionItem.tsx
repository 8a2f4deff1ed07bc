/** One question of ProductQuestions: the question, its answer, and the asker's close and feedback actions. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button.js';
import * as css from './ProductQuestions.css.js';
import { messages } from './ProductQuestions.messages.js';
import { useDate } from '../../i18n/dates.js';

export interface QuestionView {
  id: string | number;
  content: string;
  answer?: string | null;
  userName?: string | null;
  closed?: boolean | null;
  createTime?: string | null;
  /** The signed-in member asked it (only they may close it or give feedback). */
  mine?: boolean | null;
}

export interface QuestionItemProps {
  question: QuestionView;
  onClose?: (id: string | number) => void;
  onFeedback?: (id: string | number, helpful: boolean) => void;
}

export function QuestionItem({ question: q, onClose, onFeedback }: QuestionItemProps) {
  const intl = useIntl();
  const formatDate = useDate();
  const [feedbackGiven, setFeedbackGiven] = useState(false);
  const feedback = (helpful: boolean) => {
    onFeedback?.(q.id, helpful);
    setFeedbackGiven(true);
  };
  // Server text is shown as text, never as HTML.
  return (
    <li className={css.item} data-question={q.id}>
      <p className={css.question}>{q.content}</p>
      <p className={css.meta}>
        {intl.formatMessage(messages.asked, { name: q.userName ?? '', date: formatDate(q.createTime) })}
        {q.closed && <span className={css.closedTag}>{intl.formatMessage(messages.closed)}</span>}
      </p>
      {q.answer ? (
        <div className={css.answer}>
          <p className={css.answerLabel}>{intl.formatMessage(messages.answer)}</p>
          <p className={css.answerText}>{q.answer}</p>
        </div>
      ) : (
        <p className={css.meta}>{intl.formatMessage(messages.waiting)}</p>
      )}
      {q.mine && !q.closed && (
        <div className={css.actions}>
          {q.answer && onFeedback && !feedbackGiven && (
            <div role="group" aria-label={intl.formatMessage(messages.helpfulQuestion)} className={css.actions}>
              <span className={css.meta} aria-hidden>{intl.formatMessage(messages.helpfulQuestion)}</span>
              {/* Outlined, not quiet: a quiet button on the page reads as plain text. */}
              <Button variant="secondary" onPress={() => feedback(true)}>{intl.formatMessage(messages.helpful)}</Button>
              <Button variant="secondary" onPress={() => feedback(false)}>{intl.formatMessage(messages.notHelpful)}</Button>
            </div>
          )}
          {feedbackGiven && <p className={css.meta} role="status">{intl.formatMessage(messages.thanks)}</p>}
          {onClose && (
            <Button variant="secondary" onPress={() => onClose(q.id)}>{intl.formatMessage(messages.close)}</Button>
          )}
        </div>
      )}
    </li>
  );
}
