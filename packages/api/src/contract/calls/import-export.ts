/** The generic spreadsheet calls of the admin shell: `{path}/importXls` (upload) and `{path}/exportXls` (download). */
import * as z from 'zod/mini';
import { checked } from '../zod.js';

import { RESOURCE_PATH_PATTERN } from '../constants.js';

export { RESOURCE_PATH_PATTERN };
/** A resource path the two calls are appended to, e.g. `/admin/user`; absolute, without a trailing slash. */
export const resourcePath = checked(z.string(), z.regex(RESOURCE_PATH_PATTERN));

/** The filter of an export: the list's own query, passed through. */
export const exportQuery = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type ExportQuery = z.infer<typeof exportQuery>;
