/** Which database errors the client's input caused (SQLSTATE classes 22 and 23), and the message key they answer. */
import { VALIDATION_KEYS } from '@kontor/api/rules';

/** SQLSTATE codes of data the client sent: out of range, not a date, too long, a broken reference, a duplicate. */
const INPUT_STATES: Record<string, string> = {
  '22003': VALIDATION_KEYS.numberRange, // numeric_value_out_of_range
  '22008': VALIDATION_KEYS.dateInvalid, // datetime_field_overflow (31 February)
  '22007': VALIDATION_KEYS.dateInvalid, // invalid_datetime_format
  '22001': VALIDATION_KEYS.textTooLong, // string_data_right_truncation
  '22P02': 'validation.invalid', // invalid_text_representation
  '23503': 'validation.invalid', // foreign_key_violation
  '23505': 'validation.invalid', // unique_violation
  '23514': 'validation.invalid', // check_violation
  '23502': 'validation.invalid', // not_null_violation
};

/** The message key of a database error caused by input, else undefined (a fault of the server). */
export function inputErrorKey(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (typeof code !== 'string') return undefined;
  return INPUT_STATES[code] ?? (code.startsWith('22') ? 'validation.invalid' : undefined);
}
