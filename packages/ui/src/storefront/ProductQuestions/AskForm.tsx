/** The ask form of ProductQuestions, validated by the contract's schema; loaded on intent or when the section comes near. */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { questionForm, type QuestionForm } from '@kontor/api/contract';
import { Button } from '../../components/Button/Button.js';
import { Form, FormError } from '../../components/Form/Form.js';
import { FormField } from '../../components/Form/FormField.js';
import { useZodForm } from '../../components/Form/useZodForm.js';
import { TextField } from '../../components/TextField/TextField.js';
import type { AskFormProps } from './askForm.types.js';
import * as css from './ProductQuestions.css.js';
import { messages } from './ProductQuestions.messages.js';

export default function AskForm({ skuCode, onAsk, initialContent, focus, submitNow }: AskFormProps) {
  const intl = useIntl();
  const [posted, setPosted] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const form = useZodForm(questionForm, { defaultValues: { skuCode, content: initialContent } });
  // Takes over from the light form it replaces: the focus (caret at the end of what was typed) and a pending submit.
  useEffect(() => {
    const element = actions.current?.closest('form');
    if (!element) return;
    if (focus === 'field') {
      const field = element.querySelector('textarea');
      field?.focus();
      field?.setSelectionRange(field.value.length, field.value.length);
    } else if (focus === 'submit') {
      element.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    }
    if (submitNow) element.requestSubmit();
    // Once, on arrival: later renders do not move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = async (values: QuestionForm) => {
    setPosted(false);
    await onAsk(values);
    form.reset({ skuCode, content: '' });
    setPosted(true);
  };
  return (
    <Form form={form} onSubmit={submit} aria-label={intl.formatMessage(messages.title)} className={css.form}>
      <FormField
        name="content"
        render={({ fieldProps }) => (
          <TextField multiline label={intl.formatMessage(messages.ask)} description={intl.formatMessage(messages.askHelp)} {...fieldProps} />
        )}
      />
      <FormError />
      <div className={css.actions} ref={actions}>
        <Button type="submit" variant="secondary" isDisabled={form.formState.isSubmitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
        {posted && <p className={css.meta} role="status">{intl.formatMessage(messages.posted)}</p>}
      </div>
    </Form>
  );
}
