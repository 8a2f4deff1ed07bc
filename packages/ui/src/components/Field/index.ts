export { FieldLabel, FieldDescription, FieldErrorText, FieldFrame, validationText, type FieldTextProps } from './Field.js';
export * as fieldStyles from './Field.css.js';
export { cx } from './cx.js';
