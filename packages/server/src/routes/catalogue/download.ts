/** A file download response: the bytes, their type, and a Content-Disposition name browsers and the client read. */
import type { Context } from 'hono';

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

export interface DownloadOptions {
  /** Shown in the browser (pictures, PDFs) rather than saved. */
  inline?: boolean;
  /** Seeded files never change and may be cached; generated sheets must not be. */
  cacheable?: boolean;
  /** The plain `filename` when the name is not ASCII (else its non-ASCII letters become '_'). */
  asciiName?: string;
}

export function download(
  c: Context,
  bytes: Uint8Array,
  fileName: string,
  type: keyof typeof CONTENT_TYPES,
  options: DownloadOptions = {},
) {
  const plain = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  const ascii = plain(fileName) === fileName ? fileName : plain(options.asciiName ?? fileName);
  // RFC 6266: `filename*` is only needed when the plain name cannot carry the real one (a page shows 16 pictures).
  const extended = ascii === fileName ? '' : `; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': CONTENT_TYPES[type],
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': `${options.inline ? 'inline' : 'attachment'}; filename="${ascii}"${extended}`,
    'Cache-Control': options.cacheable ? 'public, max-age=3600' : 'no-store',
  });
}
