/**
 * Shop-wide reference data: ports of arrival, the trade-mode dictionary, bank details per currency,
 * and the footer's company details (GET /scgl/company/info is Kontor's own call; the spec does not name one).
 */
import { Hono, type Context } from 'hono';
import {
  companyInfoQuery,
  dictTypeQuery,
  languageIdField,
  paymentQueryBody,
  portQueryBody,
} from '@kontor/api/contract';
import { FALLBACK_LANGUAGE, LANGUAGE_IDS } from '@kontor/api/rules';
import type { Db } from '../../db/db.js';
import type { AppEnv } from '../../env.js';
import { ok } from '../../http/envelope.js';
import { bodyOf, queryOf } from '../../http/request.js';

/** Keys whose values are phone numbers, listed together as `phones` for the footer. */
const PHONE_KEY = /^phone/;

async function tradeModeDictionary(c: Context<AppEnv>) {
  const { langtype, lang } = queryOf(c, dictTypeQuery);
  const rows = await c.var.db.query<{
    id: number;
    type: string;
    value: string;
    label: string;
    sort: number;
  }>(
    'SELECT id, type, value, label, sort FROM dict_item WHERE type = $1 AND lang = $2 ORDER BY sort, id',
    [langtype, lang],
  );
  return ok(
    c,
    rows.map((r) => ({
      id: r.id,
      type: r.type,
      value: r.value,
      label: r.label,
      sort: r.sort,
      lang,
    })),
  );
}

export const shopInfoRoutes = new Hono<AppEnv>()
  .post('/scgl/rfstoreorder/getPortOfArrivals', async (c) => {
    const body = await bodyOf(c, portQueryBody);
    // The country is the first two letters of the UN/LOCODE.
    const rows = await c.var.db.query<{ id: number; code: string; name: string }>(
      `SELECT p.id, p.code, l.name FROM port p JOIN port_label l ON l.port_id = p.id AND l.language_id = $1
        WHERE $2::text IS NULL OR left(p.code, 2) = upper($2) ORDER BY p.sort, p.id`,
      [body.languageId, body.country ?? null],
    );
    return ok(
      c,
      rows.map((r) => ({ id: r.id, code: r.code, name: r.name, country: r.code.slice(0, 2) })),
    );
  })
  .get('/admin/syspublicdict/typelang', tradeModeDictionary)
  // The generic helper sends the same query by POST.
  .post('/admin/syspublicdict/typelang', tradeModeDictionary)
  .post('/scgl/payment/getByCurrency', async (c) => {
    const body = await bodyOf(c, paymentQueryBody);
    const languageId =
      languageIdField.safeParse(body.languageId).data ?? LANGUAGE_IDS[FALLBACK_LANGUAGE];
    const [row] = await c.var.db.query<{
      id: number;
      currency: string;
      bank_name: string;
      account_name: string;
      iban: string;
      swift: string;
      payment_terms: string;
    }>(
      `SELECT a.id, a.currency, a.bank_name, a.account_name, a.iban, a.swift, l.payment_terms
         FROM payment_account a JOIN payment_account_label l ON l.account_id = a.id AND l.language_id = $2
        WHERE a.currency = upper($1) ORDER BY a.sort LIMIT 1`,
      [body.currency, languageId],
    );
    if (!row) return ok(c, null);
    return ok(c, {
      id: row.id,
      currency: row.currency,
      paymentTerms: row.payment_terms,
      bankName: row.bank_name,
      accountName: row.account_name,
      iban: row.iban,
      swift: row.swift,
    });
  })
  .get('/scgl/company/info', async (c) => {
    const { languageId } = queryOf(c, companyInfoQuery);
    return ok(c, await companyInfoOf(c.var.db, languageId));
  });

/** The company's details in a language, key by key, with every `phone*` key listed as `phones`. */
export async function companyInfoOf(db: Db, languageId: number) {
  const rows = await db.query<{ key: string; value: string }>(
    'SELECT key, value FROM company_info WHERE language_id = $1 ORDER BY sort, key',
    [languageId],
  );
  const info: Record<string, string | string[]> = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  info.phones = rows.filter((r) => PHONE_KEY.test(r.key)).map((r) => r.value);
  return info;
}
