/**
 * The ask form of ProductQuestions, light first: the same field and button without the form kit (react-hook-form and
 * the resolver), which load when the section comes near the viewport or the pointer or focus reaches the form. What
 * was typed, the focus and a submit pressed meanwhile carry over to the full form.
 */
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button.js';
import { form as formStyle } from '../../components/Form/Form.css.js';
import { TextField } from '../../components/TextField/TextField.js';
import { cx } from '../../styles/cx.js';
import * as css from './ProductQuestions.css.js';
import { messages } from './ProductQuestions.messages.js';
import { useWhenNear } from './useWhenNear.js';
import type { AskFormProps } from './askForm.types.js';
export type { AskFormProps } from './askForm.types.js';


type Handoff = Omit<AskFormProps, 'skuCode' | 'onAsk'> & { Form: ComponentType<AskFormProps> };

const loadForm = () => import('./AskForm.js');

export function AskQuestion({ skuCode, onAsk }: Pick<AskFormProps, 'skuCode' | 'onAsk'>) {
  const intl = useIntl();
  const ref = useRef<HTMLFormElement>(null);
  const [content, setContent] = useState('');
  const [full, setFull] = useState<Handoff | null>(null);
  // Read when the full form arrives (from a promise), so kept beside the state that renders it.
  const state = useRef({ content: '', submitted: false, loading: false });
  const type = (value: string) => {
    state.current.content = value;
    setContent(value);
  };

  const load = () => {
    if (state.current.loading) return;
    state.current.loading = true;
    loadForm().then(
      (module) => {
        const active = document.activeElement;
        const inside = ref.current?.contains(active) ?? false;
        const focus = !inside ? null : active instanceof HTMLTextAreaElement ? 'field' : 'submit';
        setFull({ Form: module.default, initialContent: state.current.content, focus, submitNow: state.current.submitted });
      },
      () => {
        state.current.loading = false;
      },
    );
  };

  useWhenNear(ref, load);

  if (full) {
    const { Form, ...handoff } = full;
    return <Form skuCode={skuCode} onAsk={onAsk} {...handoff} />;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.current.submitted = true;
    load();
  };
  return (
    <form
      ref={ref}
      noValidate
      aria-label={intl.formatMessage(messages.title)}
      className={cx(formStyle, css.form)}
      onSubmit={submit}
      onFocusCapture={load}
      onPointerEnter={load}
      onPointerDown={load}
      data-light-form=""
    >
      <TextField
        multiline
        label={intl.formatMessage(messages.ask)}
        description={intl.formatMessage(messages.askHelp)}
        name="content"
        value={content}
        onChange={type}
        validationBehavior="aria"
      />
      <div className={css.actions}>
        <Button type="submit" variant="secondary">
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </form>
  );
}
