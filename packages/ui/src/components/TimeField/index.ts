export { TimeField, type TimeFieldProps } from './TimeField.js';
/** Time values the field works with, so callers need no second import for them. */
export { Time, parseTime } from '@internationalized/date';
export type { TimeValue } from 'react-aria-components/TimeField';
