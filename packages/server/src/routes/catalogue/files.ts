/**
 * Stored files of the catalogue: GET /admin/sys-file/{name} (catalogue PDFs, product and brand pictures),
 * several at once as a zip, and product information sheets. Names that are not the catalogue's are left
 * to the next handler (customers' uploads are served by the customer side).
 */
import { Hono, type Context } from 'hono';
import { zipSync } from 'fflate';
import { filesBatchBody, productInfoBody } from '@kontor/api/contract';
import { SESSION_ONLY_FIELDS } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import { COLOURS } from '../../db/seed-data/catalogue/palette.js';
import { notFound } from '../../http/errors.js';
import { bodyOf } from '../../http/request.js';
import { readableStoredFile } from '../customer/files.js';
import { download, type CONTENT_TYPES } from './download.js';
import { textPdf } from './pdf.js';
import { swatchPng } from './picture.js';
import { findProducts, idOf } from './products.js';
import { productSheet, sheetFileName, SHEETS } from './sheets.js';

export const FILE_PATH = '/admin/sys-file/';

interface StoredFile {
  bytes: Uint8Array;
  type: keyof typeof CONTENT_TYPES;
}

/** The catalogue's file of this name, made on request (the seed stores links, not bytes). */
async function catalogueFile(c: Context<AppEnv>, name: string): Promise<StoredFile | undefined> {
  const link = FILE_PATH + name;
  const [document] = await c.var.db.query<{
    name: string;
    en_name: string | null;
    code: string;
    language_id: number;
  }>(
    `SELECT f.name, en.name AS en_name, d.code, f.language_id FROM data_file f
       JOIN data_class d ON d.id = f.class_id
       LEFT JOIN data_file en ON en.class_id = f.class_id AND en.sort = f.sort AND en.language_id = 2
      WHERE f.file_link = $1 LIMIT 1`,
    [link],
  );
  if (document) {
    const lines = [
      document.en_name ?? '',
      'Kontor Trading GmbH',
      `${document.code} / ${name}`,
      'Kontor demo shop: catalogue download.',
    ];
    return { bytes: textPdf(document.name, lines), type: 'pdf' };
  }
  // A picture: a product's (family and container tiles reuse those) in its colour, or a brand's logo.
  const [product] = await c.var.db.query<{ colour: string }>(
    'SELECT colour FROM sku WHERE image = $1 LIMIT 1',
    [link],
  );
  const [brand] = product
    ? []
    : await c.var.db.query<{ id: number }>('SELECT id FROM brand WHERE logo = $1', [link]);
  const colour = product
    ? COLOURS.find((entry) => entry.code === product.colour)
    : brand
      ? COLOURS[(brand.id * 3) % COLOURS.length]
      : undefined;
  return colour ? { bytes: swatchPng(name, colour.hex), type: 'png' } : undefined;
}

/** A name from the body may be the bare name or the whole fileLink. */
function bareName(nameOrLink: string): string {
  const last = nameOrLink.split('?')[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    // A broken escape ('%') names no file: not found, never a 500.
    throw notFound();
  }
}

/** A zip entry name not yet taken: two proofs may both be called photo.jpg. */
function uniqueEntry(entries: Record<string, Uint8Array>, wanted: string): string {
  const name = wanted.replace(/[\\/]/g, '_') || 'file';
  if (!(name in entries)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let index = 2;
  while (`${stem}-${index}${extension}` in entries) index += 1;
  return `${stem}-${index}${extension}`;
}

export const fileRoutes = new Hono<AppEnv>()
  .get(`${FILE_PATH}:name`, async (c, next) => {
    const name = c.req.param('name');
    const file = await catalogueFile(c, name);
    if (!file) return next();
    return download(c, file.bytes, name, file.type, { inline: true, cacheable: true });
  })
  .post(`${FILE_PATH}down/batch`, async (c) => {
    const { fileNames } = await bodyOf(c, filesBatchBody);
    const entries: Record<string, Uint8Array> = {};
    for (const name of new Set(fileNames.map(bareName))) {
      const file = await catalogueFile(c, name);
      if (file) {
        entries[name] = file.bytes;
        continue;
      }
      // Not the catalogue's: a member's own stored file (an order's invoice, after-sales proofs), by its own name.
      const stored = await readableStoredFile(c, name);
      if (!stored) throw notFound();
      entries[uniqueEntry(entries, stored.original)] = stored.bytes;
    }
    return download(c, zipSync(entries, { level: 6 }), 'kontor-files.zip', 'zip');
  })
  .post(`${FILE_PATH}down/QYcpxx`, async (c) => {
    const body = await bodyOf(c, productInfoBody);
    const skuIds = (body.skuIds ?? []).map(idOf);
    if (skuIds.length === 0 && body.familyId == null) throw notFound();
    const filter = skuIds.length
      ? { where: 's.id = ANY($2)', params: [skuIds] }
      : { where: 's.family_id = $2 AND NOT s.is_spare_part', params: [idOf(body.familyId!)] };
    const products = await findProducts(c, c.var.db, body.languageId, filter);
    if (products.length === 0) throw notFound();
    // Prices and stock are a member's, as in every other answer (the public surface): a visitor's sheet goes without.
    const columns = c.get('user') ? SHEETS.productInfo : SHEETS.productInfo.filter((name) => !SESSION_ONLY_FIELDS.has(name));
    const { name, ascii } = sheetFileName('productInfo', body.languageId);
    return download(c, await productSheet(products, columns, body.languageId, 'productInfo'), name, 'xlsx', {
      asciiName: ascii,
    });
  });
