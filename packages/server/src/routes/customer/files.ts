/**
 * Uploads (POST /admin/sys-file/upload) under the client's own limits: at most 5 files of 5 MB, images and
 * PDF only, judged by the bytes and not only the declared type. Stored files are served at
 * /admin/sys-file/{bucket}/{fileName} under names nobody can guess.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, VALIDATION_KEYS, isUploadLink, uploadProblem } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import { ROLE_ADMIN, authenticate, requireUser } from '../../http/auth.js';
import type { Db } from '../../db/db.js';
import { ok } from '../../http/envelope.js';
import { ApiError, notFound, refuse } from '../../http/errors.js';
import { FILE_BUCKET, fileLink } from '../../http/file-links.js';

/** The type the first bytes show, if it is one of the accepted ones. */
function sniffType(bytes: Uint8Array): string | undefined {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x89 && text(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (text(0, 4) === 'GIF8') return 'image/gif';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  if (text(0, 5) === '%PDF-') return 'application/pdf';
  return undefined;
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'application/pdf': 'pdf' };

export const fileRoutes = new Hono<AppEnv>()
  .post(
    '/admin/sys-file/upload',
    requireUser,
    // The whole request may hold five full files and the multipart framing, nothing more.
    bodyLimit({ maxSize: MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + 64 * 1024, onError: () => { throw refuse(VALIDATION_KEYS.uploadMaxSize); } }),
    async (c) => {
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw new ApiError(VALIDATION_KEYS.uploadType);
      });
      const files = Object.values(form).flat().filter((value): value is File => value instanceof File);
      if (files.length === 0) throw refuse(VALIDATION_KEYS.uploadType);
      const problem = uploadProblem(files);
      if (problem) throw refuse(problem);
      const stored = [];
      for (const file of files) {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = sniffType(bytes);
        if (!type || (type !== file.type && file.type !== '' && file.type !== 'application/octet-stream')) throw refuse(VALIDATION_KEYS.uploadType);
        const fileName = `${randomUUID().replaceAll('-', '')}.${EXTENSIONS[type]}`;
        await c.var.db.query(
          'INSERT INTO sys_file (user_id, bucket_name, file_name, original, type, file_size, data) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [c.var.user.id, FILE_BUCKET, fileName, file.name.slice(0, 200), type, bytes.length, bytes],
        );
        stored.push({ bucketName: FILE_BUCKET, fileName, original: file.name, url: fileLink(fileName) });
      }
      // PigX answers one upload with one object; several files answer a list.
      return ok(c, stored.length === 1 ? stored[0] : stored);
    },
  )
  /**
   * A stored file, for its owner only (or staff, or the member whose order's invoice it is): a token is
   * needed, and the unguessable name is a second line of defence, not the only one.
   */
  .get('/admin/sys-file/:bucket/:fileName', requireUser, async (c) => {
    const { user } = c.var;
    const link = fileLink(c.req.param('fileName'));
    const [file] = await c.var.db.query<{ type: string; data: Uint8Array; original: string }>(
      `SELECT f.type, f.data, f.original FROM sys_file f
        WHERE f.bucket_name = $1 AND f.file_name = $2
          AND (f.user_id = $3 OR $4 OR EXISTS (SELECT 1 FROM order_invoice i WHERE i.user_id = $3 AND i.file_link = $5))`,
      [c.req.param('bucket'), c.req.param('fileName'), user.id, user.roles.includes(ROLE_ADMIN), link],
    );
    if (!file) throw notFound();
    const name = file.original.replace(/[^\w.-]/g, '_') || 'file';
    // Images and PDF show in the browser; anything else would download. Never sniffed into something else.
    const disposition = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/.test(file.type) ? 'inline' : 'attachment';
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.type,
      'Content-Disposition': `${disposition}; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=86400',
    });
  });

/**
 * A stored file the caller may read (their own upload, an invoice of theirs, anything for staff), for the batch
 * download of an order's documents; undefined for an unknown name. Without a token: 401, as for one file.
 */
export async function readableStoredFile(
  c: Context<AppEnv>,
  fileName: string,
): Promise<{ bytes: Uint8Array; original: string } | undefined> {
  const user = await authenticate(c);
  const [file] = await c.var.db.query<{ data: Uint8Array; original: string }>(
    `SELECT f.data, f.original FROM sys_file f
      WHERE f.bucket_name = $1 AND f.file_name = $2
        AND (f.user_id = $3 OR $4 OR EXISTS (SELECT 1 FROM order_invoice i WHERE i.user_id = $3 AND i.file_link = $5))`,
    [FILE_BUCKET, fileName, user.id, user.roles.includes(ROLE_ADMIN), fileLink(fileName)],
  );
  return file ? { bytes: new Uint8Array(file.data), original: file.original || fileName } : undefined;
}

/** Whether every link names a file this user uploaded (`/admin/sys-file/{bucket}/{fileName}`). */
export async function ownUploads(db: Db, userId: number, links: readonly string[]): Promise<boolean> {
  if (links.length === 0) return true;
  const names = links.map((link) => (isUploadLink(link) ? link.split('/').at(-1)! : ''));
  if (names.some((name) => name === '')) return false;
  const rows = await db.query('SELECT 1 FROM sys_file WHERE user_id = $1 AND bucket_name = $2 AND file_name = ANY($3::text[])', [
    userId,
    FILE_BUCKET,
    [...new Set(names)],
  ]);
  return rows.length === new Set(names).size;
}
