/**
 * The contract's zod messages in a browser: an issue the schema gives no key of its own reads as the generic
 * key `validation.invalid`, which the catalogues translate ("Please check this entry."), as the server answers it.
 * Leaves zod's English texts (~0.7 kB gzip) out of every route's first load; the server keeps them (`locale.ts`).
 */
import type { $ZodConfig } from 'zod/v4/core';
import type { ServerMessageKey } from '../rules/messages.js';

const INVALID: ServerMessageKey = 'validation.invalid';

export const contractLocale = (): Partial<$ZodConfig> => ({ localeError: () => INVALID });
