/**
 * Checkbox: one yes/no choice with help text and a translated error (e.g. accepting the terms, "forklift needed").
 *
 * A native checkbox inside its label (the browser toggles it on click and Space): mixed when indeterminate, invalid
 * and described by its help text and error; hover and keyboard focus are the CSS pseudo-classes.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { CheckboxFieldProps } from 'react-aria-components/Checkbox';
import { VisuallyHidden } from '../../styles/VisuallyHidden.js';
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import type { FieldTextProps } from '../Field/Field.js';
import { LightFieldFrame, useLightField } from '../Field/LightFieldFrame.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './Checkbox.css.js';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children' | 'className'>, Omit<FieldTextProps, 'label'> {
  /** The label, shown beside the box. */
  children: ReactNode;
  className?: string | ((values: { isSelected: boolean; isDisabled: boolean; isInvalid: boolean }) => string);
}

export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useLightField(inputRef, { ...props, description });
  const [own, setOwn] = useState(Boolean(props.defaultSelected));
  const isSelected = props.isSelected ?? own;
  const isDisabled = Boolean(props.isDisabled);
  const isReadOnly = Boolean(props.isReadOnly);
  const isInvalid = field.validation.isInvalid;
  const isIndeterminate = Boolean(props.isIndeterminate);
  // `indeterminate` is a DOM property, not an attribute.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  const states = {
    'data-selected': isSelected || undefined,
    'data-indeterminate': isIndeterminate || undefined,
    'data-disabled': isDisabled || undefined,
    'data-readonly': isReadOnly || undefined,
    'data-invalid': isInvalid || undefined,
    'data-required': props.isRequired || undefined,
  };
  return (
    <div {...states} className={cx(fieldCss.field, typeof className === 'function' ? className({ isSelected, isDisabled, isInvalid }) : className)}>
      <LightFieldFrame ids={field.ids} validation={field.validation} description={description} errorMessage={errorMessage}>
        <label
          {...states}
          className={css.button}
        >
          <VisuallyHidden elementType="span">
            <input
              {...field.inputProps}
              ref={inputRef}
              type="checkbox"
              checked={isSelected}
              aria-checked={isIndeterminate ? 'mixed' : undefined}
              aria-label={props['aria-label']}
              aria-labelledby={props['aria-labelledby']}
              disabled={isDisabled}
              aria-readonly={isReadOnly || undefined}
              name={props.name}
              value={props.value}
              onChange={(event) => {
                // A read-only box keeps its state (the browser would toggle it).
                if (isReadOnly) {
                  event.currentTarget.checked = isSelected;
                  return;
                }
                const next = event.currentTarget.checked;
                if (props.isSelected === undefined) setOwn(next);
                props.onChange?.(next);
                field.revalidate();
              }}
            />
          </VisuallyHidden>
          <span className={css.box} aria-hidden="true">
            {isIndeterminate ? <Minus className={css.mark} /> : isSelected ? <Check className={css.mark} /> : null}
          </span>
          {children}
        </label>
      </LightFieldFrame>
    </div>
  );
}
