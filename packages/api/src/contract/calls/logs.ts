/** Log calls of the admin shell (spec section 7, Admin shell: Logs): the server's log and client uploads. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { dateText, entityId, maybe, page } from '../entities/index.js';
import { LOG_ENTRY_MAX_LENGTH as MAX, MAX_LOG_ENTRIES } from '../../rules/limits.js';
import { VALIDATION_KEYS as K } from '../../rules/validation.js';
import { boundedText as bounded, pageCurrent, pageSize } from './common.js';

/** PigX SysLog: one logged request on the server (fields of the framework; not shown in the spec). */
export const sysLog = z.looseObject({
  id: entityId,
  type: maybe(z.string()),
  title: maybe(z.string()),
  serviceId: maybe(z.string()),
  createBy: maybe(z.string()),
  createTime: maybe(dateText),
  remoteAddr: maybe(z.string()),
  userAgent: maybe(z.string()),
  requestUri: maybe(z.string()),
  method: maybe(z.string()),
  params: maybe(z.string()),
  time: maybe(z.union([z.number(), z.string()])),
  exception: maybe(z.string()),
});
export type SysLog = z.infer<typeof sysLog>;

/** GET /admin/log/page */
export const logPageQuery = z.object({
  current: pageCurrent,
  size: pageSize,
  type: maybe(z.string()),
});
export type LogPageQuery = z.input<typeof logPageQuery>;
export const logPage = page(sysLog);

/**
 * POST /admin/log/logs: the local error log (`logsList`) as it is stored, each text within its bound
 * (the client cuts entries to the same bounds when it records them, so an honest upload always passes).
 */
export const logUploadBody = checked(
  z.array(
    z.object({
      type: bounded(MAX.type),
      message: bounded(MAX.message),
      stack: z._default(bounded(MAX.stack), ''),
      info: z._default(bounded(MAX.info), ''),
      url: bounded(MAX.url),
      time: bounded(MAX.time),
    }),
  ),
  z.minLength(1),
  z.maxLength(MAX_LOG_ENTRIES, { error: K.numberRange }),
);
export type LogUploadBody = z.input<typeof logUploadBody>;
