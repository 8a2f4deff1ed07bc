/** File service (spec section 7, Shop: Files): stored files as downloads (Blob and file name). */
import {
  uploadAnswer,
  type FilesBatchBody,
  type ProductInfoBody,
  type UploadedFile,
} from '../../contract/calls/index.js';
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
    /** POST /admin/sys-file/upload: stores files (the rules' limits apply) and answers one entry per file, in order. */
    upload: async (files: readonly File[]): Promise<UploadedFile[]> => {
      const body = new FormData();
      for (const file of files) body.append('file', file, file.name);
      const answer = await http.call('post', '/admin/sys-file/upload', uploadAnswer, { body });
      return Array.isArray(answer) ? answer : [answer];
    },
    /** The URL of GET /admin/sys-file/{name}, for an `<img src>` the browser loads itself. */
    url: (name: string) => http.url(`/admin/sys-file/${segment(name)}`),
  };
}
export type FilesService = ReturnType<typeof filesService>;
