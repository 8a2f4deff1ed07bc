/** Log calls of the admin shell (spec section 7, Admin shell: Logs): the server's log and client uploads. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { dateText, entityId, logEntry, maybe, page } from '../entities/index.js';

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
  current: checked(z.number(), z.int(), z.minimum(1)),
  size: checked(z.number(), z.int(), z.minimum(1)),
  type: maybe(z.string()),
});
export type LogPageQuery = z.input<typeof logPageQuery>;
export const logPage = page(sysLog);

/** POST /admin/log/logs: the local error log (`logsList`) as it is stored. */
export const logUploadBody = checked(z.array(logEntry), z.minLength(1));
export type LogUploadBody = z.input<typeof logUploadBody>;
