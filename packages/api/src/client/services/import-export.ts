/**
 * The generic spreadsheet calls of the admin shell: `{path}/importXls` uploads a sheet, `{path}/exportXls`
 * downloads one, named after the resource path (`/admin/user` → user.xlsx) unless the server names it.
 */
// The pattern, not the schema: this module is on every first load, and the check needs no zod.
import { RESOURCE_PATH_PATTERN } from '../../contract/constants.js';
import type { ExportQuery } from '../../contract/calls/import-export.js';
import type { Download } from '../download.js';
import type { DownloadOptions, Http, Method } from '../http.js';

/** A misspelt resource path would silently hit another endpoint, so it is checked before sending. */
function checked(path: string): string {
  if (!RESOURCE_PATH_PATTERN.test(path)) throw new TypeError(`Not a resource path: ${JSON.stringify(path)}`);
  return path;
}

/**
 * Downloads `{resource}/exportXls`. Without a Content-Disposition the core would name every sheet
 * 'exportXls.xlsx'; the resource's own name ('user.xlsx', 'quotation.xlsx') says what it holds.
 */
export async function exportSheet(
  http: Http,
  method: Method,
  resource: string,
  options?: DownloadOptions,
): Promise<Download> {
  const exportPath = `${resource}/exportXls`;
  const download = await http.download(method, exportPath, options);
  // Loaded by the download already; a static import would put it on every route's first load.
  const { fileNameFromPath } = await import('../download.js');
  const unnamed = download.fileName === fileNameFromPath(exportPath, download.blob.type);
  return unnamed ? { ...download, fileName: `${fileNameFromPath(resource)}.xlsx` } : download;
}

export function importExportService(http: Http) {
  return {
    /** POST {path}/importXls: the sheet as the multipart field `file`. */
    importXls: (path: string, file: Blob, fileName?: string) => {
      const body = new FormData();
      if (fileName === undefined) body.append('file', file);
      else body.append('file', file, fileName);
      return http.call('post', `${checked(path)}/importXls`, 'writeAnswer', { body });
    },
    /** GET {path}/exportXls: the list's filter as the query; a download (Blob and file name). */
    exportXls: async (path: string, query?: ExportQuery) =>
      exportSheet(http, 'get', checked(path), { searchParams: query }),
  };
}
export type ImportExportService = ReturnType<typeof importExportService>;
