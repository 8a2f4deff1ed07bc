/**
 * One bound for every value a client may send (issue 9): text lengths, number ranges, real calendar
 * dates, links. The contract's request schemas and the server read these, so both refuse the same input.
 */

/**
 * Maximum lengths of free text, by kind of field. The spec gives the login, name, phone and search
 * lengths (see validation.ts); the rest are sensible bounds documented here, in one table:
 *
 * | kind      | max  | fields                                                                  |
 * | --------- | ---- | ----------------------------------------------------------------------- |
 * | code      | 64   | verification codes, randomStr, SKU codes and art. no., order numbers     |
 * | name      | 100  | names, contact persons, companies, cities, countries, titles, VAT no.   |
 * | email     | 254  | every e-mail address (RFC 5321 path limit)                              |
 * | phone     | 32   | address phones and faxes (the mobile login phone is exactly 11)         |
 * | line      | 200  | street, port, reason, item name, subjects                               |
 * | link      | 2048 | upload references and external links                                     |
 * | text      | 2000 | remarks, questions, answers, damage descriptions, messages, feedback    |
 * | any       | 4000 | the server's bound on any other string inside a JSON body               |
 */
export const TEXT_MAX_LENGTH = {
  code: 64,
  name: 100,
  email: 254,
  phone: 32,
  line: 200,
  link: 2048,
  text: 2000,
  any: 4000,
} as const;
export type TextKind = keyof typeof TEXT_MAX_LENGTH;

/** Text without a NUL character (U+0000), which no text column can store: the bound every text field shares. */
export const isStorableText = (text: string): boolean => !text.includes('\u0000');

/** Ids are PostgreSQL `integer` keys (or Long ids as text on the production backend). */
export const ID_RANGE = { min: 1, max: 2_147_483_647 } as const;
/** One line's quantity: far above any product's maximum orderable quantity, far below an overflow. */
export const QUANTITY_RANGE = { min: 1, max: 100_000 } as const;
/** Containers per order. */
export const CONTAINER_COUNT_RANGE = { min: 1, max: 99 } as const;
/** Page size of any paged call (the cart asks for 100). */
export const PAGE_SIZE_RANGE = { min: 1, max: 500 } as const;
/** Page number of any paged call. */
export const PAGE_CURRENT_RANGE = { min: 1, max: 100_000 } as const;
/** Lines (cart lines, ordered products, ids of a batch) in one request. */
export const MAX_LINES_PER_REQUEST = 200;
/** A JSON request body (uploads excepted: see MAX_UPLOAD_BYTES; the error-log upload: MAX_LOG_UPLOAD_BYTES). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** The error log's upload (POST /admin/log/logs) sends every stored entry at once. */
export const MAX_LOG_UPLOAD_BYTES = 1024 * 1024;
/**
 * The local error log keeps the newest entries only, and each entry's texts are cut to these lengths when
 * recorded, so an upload always fits the server's bounds (a stack trace is the one text allowed `any`).
 */
export const MAX_LOG_ENTRIES = 200;
export const LOG_ENTRY_MAX_LENGTH = {
  type: TEXT_MAX_LENGTH.code,
  message: TEXT_MAX_LENGTH.text,
  stack: TEXT_MAX_LENGTH.any,
  info: TEXT_MAX_LENGTH.text,
  url: TEXT_MAX_LENGTH.link,
  time: TEXT_MAX_LENGTH.code,
} as const;
/** Items of any array in a JSON body (the schemas hold lines, ids and files to far fewer). */
export const MAX_JSON_ARRAY_ITEMS = 1000;
/** Dates before and after these years are typing mistakes, not delivery dates. */
export const DATE_YEAR_RANGE = { min: 2000, max: 2100 } as const;

/** True for a 'yyyy-MM-dd' text naming a real calendar day (no 31 February) in DATE_YEAR_RANGE. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEAR_RANGE.min || year > DATE_YEAR_RANGE.max || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for an absolute http(s) URL: the only external links a field may hold (no javascript:, data:, file:). */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > TEXT_MAX_LENGTH.link) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A link field as the server stores it: the URL when it is http(s) (isHttpUrl), else none. */
export const httpUrlOrNull = (value: unknown): string | null => (isHttpUrl(value) ? value : null);

/** The path of an uploaded file as the upload answers it: `/admin/sys-file/{bucket}/{fileName}` (or without the bucket). */
export const UPLOAD_LINK = /^\/admin\/sys-file\/([\w-]{1,64}\/)?[\w.-]{1,200}$/;
export const isUploadLink = (value: unknown): value is string => typeof value === 'string' && UPLOAD_LINK.test(value);

/** An e-mail address: one @, no spaces, a dotted domain, at most TEXT_MAX_LENGTH.email characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= TEXT_MAX_LENGTH.email && EMAIL_PATTERN.test(value);
