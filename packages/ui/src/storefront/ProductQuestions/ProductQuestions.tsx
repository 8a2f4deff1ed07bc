/** ProductQuestions: the Q&A of a product and the form to ask (an empty question is refused with the spec's message). */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { questionForm, type QuestionForm } from '@kontor/api/contract';
import { Button } from '../../components/Button/Button.js';
import { EmptyState } from '../../components/EmptyState/EmptyState.js';
import { Form, FormError } from '../../components/Form/Form.js';
import { FormField } from '../../components/Form/FormField.js';
import { useZodForm } from '../../components/Form/useZodForm.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { TextField } from '../../components/TextField/TextField.js';
import { cx } from '../../styles/cx.js';
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
  const [posted, setPosted] = useState(false);
  const form = useZodForm(questionForm, { defaultValues: { skuCode, content: '' } });
  const submit = async (values: QuestionForm) => {
    setPosted(false);
    await onAsk(values);
    form.reset({ skuCode, content: '' });
    setPosted(true);
  };
  return (
    <section className={cx(css.root, className)} aria-labelledby="product-questions-title">
      <h2 id="product-questions-title" className={css.title}>{intl.formatMessage(messages.title)}</h2>
      <Form form={form} onSubmit={submit} aria-label={intl.formatMessage(messages.title)} className={css.form}>
        <FormField
          name="content"
          render={({ fieldProps }) => (
            <TextField multiline label={intl.formatMessage(messages.ask)} description={intl.formatMessage(messages.askHelp)} {...fieldProps} />
          )}
        />
        <FormError />
        <div className={css.actions}>
          <Button type="submit" variant="secondary" isDisabled={form.formState.isSubmitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
          {posted && <p className={css.meta} role="status">{intl.formatMessage(messages.posted)}</p>}
        </div>
      </Form>
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
