/** File names of downloads: from Content-Disposition, else named after the path (exportXls → exportXls.xlsx). */

export interface Download {
  blob: Blob;
  fileName: string;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The name a Content-Disposition header gives, preferring the RFC 5987 `filename*` form. */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) return decoded(extended.replace(/^"(.*)"$/, '$1').replace(/^[\w-]*'[^']*'/, ''));
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  if (!name) return undefined;
  // Spring writes UTF-8 names URL-encoded in the plain parameter too.
  return decoded(name);
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'text/csv': 'csv',
};

/** The last path segment; `…Xls` exports are spreadsheets, otherwise the content type picks the extension. */
export function fileNameFromPath(path: string, contentType?: string | null): string {
  const segment = decoded(path.split('?')[0]!.replace(/\/+$/, '').split('/').pop() || 'download');
  if (/\.[a-z0-9]{2,5}$/i.test(segment)) return segment;
  if (/xls$/i.test(segment)) return `${segment}.xlsx`;
  const extension = EXTENSIONS[(contentType ?? '').split(';')[0]!.trim().toLowerCase()];
  return extension ? `${segment}.${extension}` : segment;
}
