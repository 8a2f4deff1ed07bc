/** Checkbox: one yes/no choice with help text and a translated error (e.g. accepting the terms, "forklift needed"). */
import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
} from 'react-aria-components/Checkbox';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import { FieldDescription, FieldErrorText, type FieldTextProps } from '../Field/Field.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './Checkbox.css.js';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children'>, Omit<FieldTextProps, 'label'> {
  /** The label, shown beside the box. */
  children: ReactNode;
}

export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      className={composeRenderProps(className, (given) => cx(fieldCss.field, given))}
    >
      <CheckboxButton className={css.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={css.box} aria-hidden="true">
              {isIndeterminate ? (
                <Minus className={css.mark} />
              ) : isSelected ? (
                <Check className={css.mark} />
              ) : null}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText errorMessage={errorMessage} />
    </CheckboxField>
  );
}
