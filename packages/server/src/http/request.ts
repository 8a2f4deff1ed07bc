/** Reads and validates request input with the contract's schemas (zod/mini or classic); a failure answers code 1 with its key. */
import type { Context } from 'hono';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { MAX_JSON_ARRAY_ITEMS, TEXT_MAX_LENGTH, VALIDATION_KEYS, isStorableText } from '@kontor/api/rules';
import { issueDetails, issueKey, notFound, refuse } from './errors.js';

/**
 * The JSON body, or undefined when there is none or it is not JSON. Every string in it, however deep,
 * is held to TEXT_MAX_LENGTH.any and free of NUL (isStorableText), and every array to MAX_JSON_ARRAY_ITEMS:
 * the schemas hold each field to its own, smaller bound; this catches the fields a loose schema lets through.
 */
export async function readJson(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return undefined;
  }
  checkBounds(body, 0);
  return body;
}

function checkBounds(value: unknown, depth: number): void {
  if (depth > 8) throw refuse(VALIDATION_KEYS.fieldUnknown);
  if (typeof value === 'string') {
    if (value.length > TEXT_MAX_LENGTH.any) throw refuse(VALIDATION_KEYS.textTooLong, { max: TEXT_MAX_LENGTH.any });
    if (!isStorableText(value)) throw refuse(VALIDATION_KEYS.textNul);
  } else if (Array.isArray(value)) {
    if (value.length > MAX_JSON_ARRAY_ITEMS) throw refuse(VALIDATION_KEYS.numberRange, { max: MAX_JSON_ARRAY_ITEMS });
    for (const item of value) checkBounds(item, depth + 1);
  } else if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length > 100) throw refuse(VALIDATION_KEYS.fieldUnknown);
    for (const [key, item] of entries) {
      if (key.length > TEXT_MAX_LENGTH.code) throw refuse(VALIDATION_KEYS.fieldUnknown);
      checkBounds(item, depth + 1);
    }
  }
}

const jsonOf = readJson;

/** Validates input with a schema (a contract form schema for business rules); a failure refuses with its key. */
export function checked<T extends $ZodType>(schema: T, input: unknown): output<T> {
  const parsed = safeParse(schema, input);
  if (!parsed.success) throw refuse(issueKey(parsed.error), issueDetails(parsed.error));
  return parsed.data;
}

/** The JSON body, validated. */
export async function bodyOf<T extends $ZodType>(c: Context, schema: T): Promise<output<T>> {
  return checked(schema, await jsonOf(c));
}

/**
 * Query parameters, validated. Query values arrive as text, so a parameter the schema wants as a
 * number is read as one when it is numeric; text that only looks numeric (a code '1234') stays text.
 */
export function queryOf<T extends $ZodType>(c: Context, schema: T): output<T> {
  const raw: Record<string, unknown> = { ...c.req.query() };
  checkBounds(raw, 0);
  const first = safeParse(schema, raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) {
    const key = issue.path[0];
    if (issue.code !== 'invalid_type' || issue.expected !== 'number' || typeof key !== 'string') continue;
    const value = raw[key];
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) raw[key] = Number(value);
  }
  return checked(schema, raw);
}

/** A positive whole-number id from the path; anything else is an unknown resource. */
export function idParam(c: Context, name = 'id'): number {
  const value = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(value)) throw notFound();
  return Number(value);
}

/** Ids of a batch body: numbers or numeric strings. */
export function numericIds(ids: readonly (string | number)[]): number[] {
  return ids.map((id) => Number(id)).filter((id) => Number.isInteger(id) && id > 0);
}
