/** Switch: an on/off setting that applies at once (layout settings, "appointment before delivery"). */
import type { ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components/Switch';
import { FieldDescription, FieldErrorText, type FieldTextProps } from '../Field/Field.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './Switch.css.js';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'children'>, Omit<FieldTextProps, 'label'> {
  /** The label, shown beside the track. */
  children: ReactNode;
}

export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField
      {...props}
      className={composeRenderProps(className, (given) => cx(fieldCss.field, given))}
    >
      <SwitchButton className={css.button}>
        <span className={css.track} aria-hidden="true">
          <span className={css.thumb} />
        </span>
        {children}
      </SwitchButton>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText errorMessage={errorMessage} />
    </SwitchField>
  );
}
