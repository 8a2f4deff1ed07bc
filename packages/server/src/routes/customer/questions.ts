/** Product questions (/scgl/question) and shares (/scgl/share): ask, answer feedback, close, share by mail or link. */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { idBody, postQuestionBody, questionFeedbackBody, questionsBySkuBody, shareEmailBody, shareSaveBody, shareVisitBody, skuCodeBody } from '@kontor/api/contract';
import type { AppEnv } from '../../env.js';
import type { Db } from '../../db/db.js';
import { requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { bodyOf } from '../../http/request.js';
import { publicBase } from '../../http/public-url.js';
import { throttle } from '../../http/throttle.js';
import { httpUrlOrNull, TEXT_MAX_LENGTH } from '@kontor/api/rules';
import { numericId, requireKnownSkuCode } from './products.js';

const shareCode = z.looseObject({ share: z.string().nullish().catch(null) });

const QUESTION = `q.id, q.sku_code AS "skuCode", q.content, q.answer, q.closed, q.feedback,
  to_char(q.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", to_char(q.answer_time, 'YYYY-MM-DD HH24:MI:SS') AS "answerTime"`;

/** Other members' names show only their first and last letter. */
const masked = (name: string) => (name.length <= 2 ? `${name[0] ?? ''}*` : `${name[0]}***${name.at(-1)}`);

async function ownQuestion(db: Db, userId: number, id: number) {
  const [row] = await db.query('SELECT id FROM question WHERE id = $1 AND user_id = $2', [id, userId]);
  if (!row) throw notFound();
}

/** Records a share of a product and answers its code, for the /shareShow link. */
async function recordShare(c: Context<AppEnv>, skuCode: string, data: Record<string, unknown>) {
  const code = randomBytes(9).toString('base64url');
  const [row] = await c.var.db.query<{ id: number }>(
    'INSERT INTO product_share (share_code, user_id, sku_code, data) VALUES ($1, $2, $3, $4) RETURNING id',
    [code, c.var.user.id, skuCode, JSON.stringify(data)],
  );
  return { id: row!.id, code };
}

/** Share links name the configured public URL (KONTOR_PUBLIC_URL), never the request's Host header. */
const shareLink = (c: Context<AppEnv>, skuCode: string, code: string) =>
  `${publicBase(c)}/shareShow?skuCode=${encodeURIComponent(skuCode)}&share=${code}`;

export const questionRoutes = new Hono<AppEnv>()
  .use('/scgl/question/*', requireUser)
  .use('/scgl/share/saveShareData', requireUser)
  /** A product's questions: the member's own, and the answered ones of everybody (names masked). */
  .post('/scgl/question/getQuestionAndAnswerBySkuCode', async (c) => {
    const { skuCode } = await bodyOf(c, questionsBySkuBody);
    const rows = await c.var.db.query<{ username: string; mine: boolean }>(
      `SELECT ${QUESTION}, u.username, q.user_id = $2 AS mine FROM question q JOIN app_user u ON u.id = q.user_id
        WHERE q.sku_code = $1 AND (q.user_id = $2 OR (q.answer IS NOT NULL AND NOT q.closed)) ORDER BY q.create_time DESC`,
      [skuCode, c.var.user.id],
    );
    return ok(c, rows.map(({ username, ...row }) => ({ ...row, userName: row.mine ? username : masked(username) })));
  })
  .post('/scgl/question/postQuestion', async (c) => {
    const { skuCode, content } = await bodyOf(c, postQuestionBody);
    await requireKnownSkuCode(c.var.db, skuCode);
    const [row] = await c.var.db.query<{ id: number }>(
      'INSERT INTO question (user_id, sku_code, content) VALUES ($1, $2, $3) RETURNING id',
      [c.var.user.id, skuCode, content],
    );
    return ok(c, { id: row!.id });
  })
  .post('/scgl/question/closeQuestionById', async (c) => {
    const id = numericId((await bodyOf(c, idBody)).id);
    await ownQuestion(c.var.db, c.var.user.id, id);
    await c.var.db.query('UPDATE question SET closed = true WHERE id = $1', [id]);
    return ok(c, true);
  })
  .post('/scgl/question/feedbackQuestion', async (c) => {
    const { id, content, helpful } = await bodyOf(c, questionFeedbackBody);
    await ownQuestion(c.var.db, c.var.user.id, numericId(id));
    const feedback = JSON.stringify({ helpful: helpful ?? null, content: content ?? null });
    await c.var.db.query('UPDATE question SET feedback = $2 WHERE id = $1', [numericId(id), feedback]);
    return ok(c, true);
  })
  /** Shares a product by mail (checked like the share form); this demo backend records it instead of mailing. */
  .post('/scgl/question/emailSend', async (c) => {
    const form = await bodyOf(c, shareEmailBody);
    await requireKnownSkuCode(c.var.db, form.skuCode);
    await throttle(c.var.db, `mail|${c.var.user.id}`, c.var.settings.throttles.mail);
    const { code } = await recordShare(c, form.skuCode ?? '', { channel: 'email', ...form });
    return ok(c, { shareUrl: shareLink(c, form.skuCode ?? '', code) });
  })
  .post('/scgl/question/getShareUrl', async (c) => {
    const { skuCode } = await bodyOf(c, skuCodeBody);
    await requireKnownSkuCode(c.var.db, skuCode);
    const { code } = await recordShare(c, skuCode, { channel: 'link' });
    return ok(c, shareLink(c, skuCode, code));
  })
  .post('/scgl/share/saveShareData', async (c) => {
    // Only the known fields are stored; anything else a client adds is dropped.
    const { skuCode, channel, senderName, senderEmail, inviteeEmail, languageId } = await bodyOf(c, shareSaveBody);
    const data = { channel, senderName, senderEmail, inviteeEmail, languageId };
    await requireKnownSkuCode(c.var.db, skuCode);
    const { id, code } = await recordShare(c, skuCode, data);
    return ok(c, { id, shareCode: code, shareUrl: shareLink(c, skuCode, code) });
  })
  /** /shareShow is public: a visit through a shared link is recorded without a login. */
  .post('/scgl/share/saveShareVisitData', async (c) => {
    const visit = await bodyOf(c, shareVisitBody);
    // The link carries the share's code (?share=...); a visit names it by id or by that code.
    const { share } = shareCode.parse(visit);
    const [row] = await c.var.db.query<{ id: number }>(
      'SELECT id FROM product_share WHERE id = $1 OR share_code = $2',
      [visit.shareId == null ? null : numericId(visit.shareId), share ?? null],
    );
    if (!row) throw notFound();
    // Public: only the known fields are stored, each bounded, and a link only when it is http(s).
    const stored = {
      shareId: row.id,
      share: share?.slice(0, TEXT_MAX_LENGTH.code) ?? null,
      skuCode: visit.skuCode?.slice(0, TEXT_MAX_LENGTH.code) ?? null,
      url: httpUrlOrNull(visit.url),
    };
    await c.var.db.query('INSERT INTO product_share_visit (share_id, data) VALUES ($1, $2)', [row.id, JSON.stringify(stored)]);
    return ok(c, true);
  });
