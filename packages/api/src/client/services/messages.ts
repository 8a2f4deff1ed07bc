/** Message service of the admin shell (spec section 7, Admin shell: Messages): inbox, unread badge, collecting. */
import type { EntityId } from '../../contract/entities/index.js';
import type {
  CollectedQuery,
  IdList,
  MessageDraft,
  MessagePageQuery,
  UserPageQuery,
} from '../../contract/calls/index.js';
import type { Http } from '../http.js';
import { segment } from './segment.js';

export function messagesService(http: Http) {
  return {
    /** GET /admin/sysxxfsjl/my/pc: the user's messages (/admin/sysxxfsjl/index). */
    mine: (query: MessagePageQuery) =>
      http.call('get', '/admin/sysxxfsjl/my/pc', 'messagePage', { searchParams: query }),
    /** POST /admin/sysxxfsjl */
    send: (draft: MessageDraft) =>
      http.call('post', '/admin/sysxxfsjl', 'writeAnswer', { json: draft }),
    /** PUT /admin/sysxxfsjl */
    update: (draft: MessageDraft) =>
      http.call('put', '/admin/sysxxfsjl', 'writeAnswer', { json: draft }),
    /** DELETE /admin/sysxxfsjl/{id} */
    remove: (id: EntityId) => http.call('delete', `/admin/sysxxfsjl/${segment(id)}`, 'writeAnswer'),
    /**
     * GET /admin/sysxxfsjl/xtxxsl: the unread count of the top bar's badge; the contract reads digits as text (a
     * Long as Jackson may write it) as a number.
     */
    unreadCount: () => http.call('get', '/admin/sysxxfsjl/xtxxsl', 'countValue'),
    /** POST /admin/sysxxfsjl/delBatch */
    removeBatch: (ids: IdList) =>
      http.call('post', '/admin/sysxxfsjl/delBatch', 'writeAnswer', { json: ids }),
    /** POST /admin/sysxxfsjl/read: mark these read. */
    markRead: (ids: IdList) =>
      http.call('post', '/admin/sysxxfsjl/read', 'writeAnswer', { json: { ids } }),
    /** GET /admin/sysxxfsjl/read/{id}: open one message (it becomes read). */
    read: (id: EntityId) => http.call('get', `/admin/sysxxfsjl/read/${segment(id)}`, 'messageDetail'),
    /** POST /admin/sysxxfsjl/sc: collect a message. */
    collect: (id: EntityId) =>
      http.call('post', '/admin/sysxxfsjl/sc', 'writeAnswer', { json: { id } }),
    /** GET /admin/sysxxfsjl/sc: the collected messages. */
    collected: (query?: CollectedQuery) =>
      http.call('get', '/admin/sysxxfsjl/sc', 'collectedMessages', { searchParams: query }),
    /** GET /admin/user: the users a message can be sent to. */
    recipients: (query: UserPageQuery) =>
      http.call('get', '/admin/user', 'userPage', { searchParams: query }),
  };
}
export type MessagesService = ReturnType<typeof messagesService>;
