export {
  FieldLabel,
  FieldDescription,
  FieldErrorText,
  FieldFrame,
  validationText,
  type FieldTextProps,
} from './Field.js';
/** The shared field look (inputs, groups, focus ring), for custom fields built on the same parts. */
export * as fieldStyles from './Field.css.js';
