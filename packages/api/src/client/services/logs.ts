/** Log service of the admin shell (spec section 7, Admin shell: Logs): the server's log and client uploads. */
import type { EntityId } from '../../contract/entities/index.js';
import type { LogPageQuery, LogUploadBody } from '../../contract/calls/index.js';
import type { Http } from '../http.js';
import { segment } from './segment.js';

export function logsService(http: Http) {
  return {
    /** GET /admin/log/page */
    page: (query: LogPageQuery) =>
      http.call('get', '/admin/log/page', 'logPage', { searchParams: query }),
    /** DELETE /admin/log/{id} */
    remove: (id: EntityId) => http.call('delete', `/admin/log/${segment(id)}`, 'writeAnswer'),
    /** POST /admin/log/logs: uploads the local error log (the error-log viewer's 'upload'). */
    upload: (entries: LogUploadBody) =>
      http.call('post', '/admin/log/logs', 'writeAnswer', { json: entries }),
  };
}
export type LogsService = ReturnType<typeof logsService>;
