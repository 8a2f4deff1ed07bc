/**
 * NumberField: the quantity stepper; whole numbers between min and max, snapped to the step (the packing unit), with
 * translated increase/decrease buttons. react-aria's NumberField: its spin button announces each new value.
 */
import { Button } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components/NumberField';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useIntl } from 'react-intl';
import { FieldFrame, type FieldTextProps } from '../Field/Field.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './NumberField.css.js';
import { messages } from './NumberField.messages.js';

/** Quantities are counted in whole pieces, so the field never shows or accepts fractions. */
const WHOLE_NUMBERS: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: true };

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'step' | 'formatOptions'>, FieldTextProps {
  /** Whole-number step of the buttons and arrow keys; 1 unless a packing unit says otherwise. */
  step?: number;
  placeholder?: string;
}

export function NumberField({ label, description, errorMessage, placeholder, step = 1, minValue = 1, className, ...props }: NumberFieldProps) {
  const intl = useIntl();
  return (
    <AriaNumberField
      {...props}
      minValue={minValue}
      step={Math.max(1, Math.round(step))}
      formatOptions={WHOLE_NUMBERS}
      incrementAriaLabel={intl.formatMessage(messages.increase)}
      decrementAriaLabel={intl.formatMessage(messages.decrease)}
      className={composeRenderProps(className, (given) => cx(fieldCss.field, given))}
    >
      {({ isDisabled, isInvalid }) => (
        <FieldFrame label={label} description={description} errorMessage={errorMessage}>
          <Group className={cx(fieldCss.group, css.stepper)} isDisabled={isDisabled} isInvalid={isInvalid}>
            <Button slot="decrement" className={fieldCss.groupButton}>
              <Minus className={fieldCss.icon} aria-hidden />
            </Button>
            <Input className={cx(fieldCss.groupInput, css.input)} placeholder={placeholder} />
            <Button slot="increment" className={fieldCss.groupButton}>
              <Plus className={fieldCss.icon} aria-hidden />
            </Button>
          </Group>
        </FieldFrame>
      )}
    </AriaNumberField>
  );
}
