/** TimeField: a time of day typed by segments (hour, minute), in the user's locale; used for receiving windows. */
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  DateInput,
  DateSegment,
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  type TimeValue,
} from 'react-aria-components/TimeField';
import { FieldFrame, type FieldTextProps } from '../Field/Field.js';
import { cx } from '../../styles/cx.js';
import * as fieldCss from '../Field/Field.css.js';
import * as css from './TimeField.css.js';

export interface TimeFieldProps<T extends TimeValue>
  extends Omit<AriaTimeFieldProps<T>, 'children'>, FieldTextProps {}

export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: TimeFieldProps<T>) {
  return (
    <AriaTimeField
      {...props}
      className={composeRenderProps(className, (given) => cx(fieldCss.field, given))}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <DateInput className={cx(fieldCss.group, css.input)}>
          {(segment) => <DateSegment segment={segment} className={css.segment} />}
        </DateInput>
      </FieldFrame>
    </AriaTimeField>
  );
}
