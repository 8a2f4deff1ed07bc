/** The catalogue-download dialog: data classes (the slider) and the files of one class, links on this server. */
import { Hono, type Context } from 'hono';
import { dataClassesBody, dataFilesBody } from '@kontor/api/contract';
import type { AppEnv } from '../../env.js';
import type { Db } from '../../db/db.js';
import { ok } from '../../http/envelope.js';
import { bodyOf } from '../../http/request.js';
import { absolute, idOf, originOf } from './products.js';

/** The data classes in a language (the dialog's slider), each with its number of files. */
export async function dataClassesOf(db: Db, languageId: number) {
  const rows = await db.query<{
    id: number;
    code: string;
    name: string;
    file_count: number;
  }>(
    `SELECT d.id, d.code, l.name,
            (SELECT count(*)::int FROM data_file f WHERE f.class_id = d.id AND f.language_id = $1) AS file_count
       FROM data_class d JOIN data_class_label l ON l.class_id = d.id AND l.language_id = $1
      ORDER BY d.sort, d.id`,
    [languageId],
  );
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, fileCount: r.file_count }));
}

/** The files of one class in a language, their links absolute on this server. */
export async function dataFilesOf(c: Context<AppEnv>, classId: number, languageId: number) {
  const rows = await c.var.db.query<{
    id: number;
    class_id: number;
    name: string;
    file_link: string;
  }>(
    'SELECT id, class_id, name, file_link FROM data_file WHERE class_id = $1 AND language_id = $2 ORDER BY sort, id',
    [classId, languageId],
  );
  const origin = originOf(c);
  return rows.map((r) => ({
    id: r.id,
    classId: r.class_id,
    name: r.name,
    fileLink: absolute(origin, r.file_link)!,
  }));
}

export const dataClassRoutes = new Hono<AppEnv>()
  .post('/scgl/rfdataclass/getAllDataClass', async (c) => {
    const { languageId } = await bodyOf(c, dataClassesBody);
    return ok(c, await dataClassesOf(c.var.db, languageId));
  })
  .post('/scgl/rfdatainfomation/getDataInfoByClassId', async (c) => {
    const body = await bodyOf(c, dataFilesBody);
    return ok(c, await dataFilesOf(c, idOf(body.classId), body.languageId));
  });
