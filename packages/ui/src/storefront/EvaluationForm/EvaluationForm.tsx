/** EvaluationForm: the customer rates a processed service post with 1 to 5 stars (radios, so arrow keys choose). */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import Star from 'lucide-react/icons/star';
import { EVALUATION_RANGE } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { FieldFrame } from '../../components/Field/Field.js';
import { cx } from '../../styles/cx.js';
import * as css from './EvaluationForm.css.js';
import { messages } from './EvaluationForm.messages.js';

const RATINGS = Array.from({ length: EVALUATION_RANGE.max - EVALUATION_RANGE.min + 1 }, (_, index) => EVALUATION_RANGE.min + index);

export interface EvaluationFormProps {
  /** Sends the rating; a rejection keeps the stars chosen and says so above the button. */
  onSubmit: (rating: number) => Promise<unknown> | void;
  defaultRating?: number;
  className?: string;
}

export function EvaluationForm({ onSubmit, defaultRating, className }: EvaluationFormProps) {
  const intl = useIntl();
  const [rating, setRating] = useState<number | null>(defaultRating ?? null);
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);

  const submit = async () => {
    setFailed(false);
    if (rating === null) {
      // Refused at the field: the error sits under the stars and focus goes to the first of them.
      setMissing(true);
      groupRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    setSending(true);
    try {
      await onSubmit(rating);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={cx(css.form, className)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <RadioGroup
        ref={groupRef}
        className={css.group}
        orientation="horizontal"
        value={rating === null ? null : String(rating)}
        onChange={(value) => {
          setRating(Number(value));
          setMissing(false);
        }}
        isRequired
        isInvalid={missing}
        validationBehavior="aria"
      >
        <FieldFrame
          label={intl.formatMessage(messages.rating)}
          description={intl.formatMessage(messages.help)}
          errorMessage={intl.formatMessage(messages.required)}
        >
          <div className={css.stars}>
            {RATINGS.map((value) => (
              <Radio
                key={value}
                value={String(value)}
                aria-label={intl.formatMessage(messages.stars, { count: value })}
                className={css.star}
                data-lit={rating !== null && value <= rating ? true : undefined}
              >
                <Star className={css.icon} aria-hidden fill={rating !== null && value <= rating ? 'currentColor' : 'none'} />
              </Radio>
            ))}
          </div>
        </FieldFrame>
      </RadioGroup>
      {/* The choice in words, so it never rests on the stars' colour. */}
      {rating !== null && (
        <p className={css.chosen} aria-live="polite">
          {intl.formatMessage(messages.chosen, { rating, max: EVALUATION_RANGE.max })}
        </p>
      )}
      {failed && (
        <p role="alert" className={css.error}>
          {intl.formatMessage(messages.failed)}
        </p>
      )}
      {/* Disabled, not `isPending`: a pending button's announcement outlives a story and names a gone label. */}
      <Button type="submit" variant="primary" isDisabled={sending}>
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
