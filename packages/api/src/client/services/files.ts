/** File service (spec section 7, Shop: Files): stored files as downloads (Blob and file name). */
import type { FilesBatchBody, ProductInfoBody, UploadedFile } from '../../contract/calls/index.js';
import { isUploadLink } from '../../rules/limits.js';
import type { Http } from '../http.js';
import { segment } from './segment.js';

export function filesService(http: Http) {
  return {
    /** POST /admin/sys-file/down/batch */
    downloadBatch: (files: FilesBatchBody) =>
      http.download('post', '/admin/sys-file/down/batch', { json: files }),
    /** POST /admin/sys-file/down/QYcpxx: product information sheets. */
    downloadProductInfo: (query: ProductInfoBody) =>
      http.download('post', '/admin/sys-file/down/QYcpxx', { json: query }),
    /** GET /admin/sys-file/{name} */
    download: (name: string) => http.download('get', `/admin/sys-file/${segment(name)}`),
    /**
     * GET of a stored file by the link an upload or an invoice names (`/admin/sys-file/{bucket}/{fileName}`): a
     * blob with its name, fetched with the bearer header (never a token in the URL). Other links are refused.
     */
    downloadStored: (link: string) => {
      // The message keys load with the first refused link: every page's first load carries this service.
      if (!isUploadLink(link)) return import('../../rules/validation.js').then(({ VALIDATION_KEYS }) => Promise.reject(new Error(VALIDATION_KEYS.linkInvalid)));
      return http.download('get', link);
    },
    /** POST /admin/sys-file/upload: stores files (the rules' limits apply) and answers one entry per file, in order. */
    upload: async (files: readonly File[]): Promise<UploadedFile[]> => {
      const body = new FormData();
      for (const file of files) body.append('file', file, file.name);
      const answer = await http.call('post', '/admin/sys-file/upload', 'uploadAnswer', { body });
      return Array.isArray(answer) ? answer : [answer];
    },
    /** The URL of GET /admin/sys-file/{name}, for an `<img src>` the browser loads itself. */
    url: (name: string) => http.url(`/admin/sys-file/${segment(name)}`),
  };
}
export type FilesService = ReturnType<typeof filesService>;
