/** Message calls of the admin shell (spec section 7, Admin shell: Messages; sysxxfsjl = message send record). */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { entityId, maybe, message, page, sysUser } from '../entities/index.js';
import { MAX_LINES_PER_REQUEST } from '../../rules/limits.js';
import { VALIDATION_KEYS as K } from '../../rules/validation.js';
import { boundedText, idList, pageCurrent, pageSize, statusFilter } from './common.js';
import { MESSAGE_STATES, READ_STATES } from '../../rules/statuses.js';

/** GET /admin/sysxxfsjl/my/pc: the user's messages on the PC shell, one page at a time. */
export const messagePageQuery = z.object({
  current: pageCurrent,
  size: pageSize,
  readStatus: maybe(statusFilter(READ_STATES)),
  sendStatus: maybe(statusFilter(MESSAGE_STATES)),
});
export type MessagePageQuery = z.input<typeof messagePageQuery>;
export const messagePage = page(message);

/** POST /admin/sysxxfsjl (send) and PUT /admin/sysxxfsjl (edit): a message and its receivers. */
export const messageDraft = z.looseObject({
  id: maybe(entityId),
  title: checked(boundedText('line'), z.trim(), z.minLength(1)),
  content: boundedText('text'),
  receiverIds: maybe(checked(z.array(entityId), z.maxLength(MAX_LINES_PER_REQUEST, { error: K.numberRange }))),
  receiver: maybe(boundedText('line')),
});
export type MessageDraft = z.input<typeof messageDraft>;

/** POST /admin/sysxxfsjl/read: mark messages read (the same selection delBatch deletes, so the same bound). */
export const markReadBody = z.looseObject({ ids: idList });
export type MarkReadBody = z.input<typeof markReadBody>;

/** GET /admin/sysxxfsjl/read/{id} marks one read and answers it. */
export const messageDetail = message;

/** POST /admin/sysxxfsjl/sc: collect (收藏) a message; GET lists the collected ones. */
export const collectBody = z.looseObject({ id: entityId });
export type CollectBody = z.input<typeof collectBody>;
export const collectedQuery = z.object({
  current: maybe(pageCurrent),
  size: maybe(pageSize),
});
export type CollectedQuery = z.input<typeof collectedQuery>;
export const collectedMessages = z.union([page(message), z.array(message)]);

/** GET /admin/user: the users a message can go to (PigX's user page). */
export const userPageQuery = z.object({
  current: pageCurrent,
  size: pageSize,
  username: maybe(z.string()),
});
export type UserPageQuery = z.input<typeof userPageQuery>;
export const userPage = page(sysUser);
