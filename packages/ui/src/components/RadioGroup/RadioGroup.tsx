/** RadioGroup: choose exactly one of a few visible options (self pick-up or home delivery, service type); react-aria's RadioGroup. */
import type { ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components/RadioGroup';
import { Text } from 'react-aria-components/Text';
import { FieldFrame, type FieldTextProps } from '../Field/Field.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './RadioGroup.css.js';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldTextProps {
  /** Radio elements. */
  children: ReactNode;
}

export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={composeRenderProps(className, (given) => cx(fieldCss.field, given))}>
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <div className={css.options}>{children}</div>
      </FieldFrame>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The option's label. */
  children: ReactNode;
  /** A line of help under this option only. */
  description?: ReactNode;
}

export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={composeRenderProps(className, (given) => cx(css.option, given))}>
      <RadioButton className={css.button}>
        <span className={css.mark} aria-hidden="true">
          <span className={css.dot} />
        </span>
        {children}
      </RadioButton>
      {description != null && (
        <Text slot="description" className={cx(fieldCss.description, css.optionDescription)}>
          {description}
        </Text>
      )}
    </RadioField>
  );
}
