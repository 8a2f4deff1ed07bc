/** Seeds the catalogue in batched multi-row INSERTs: tree, brands, families, SKUs, and the shop-wide content. */
import { insertRows, type Db } from '../../db.js';
import { BRAND_SEED, FAMILY_SEED } from './brands.js';
import { CATEGORY_SEED } from './categories.js';
import { DATA_CLASS_SEED, dataFileRows } from './downloads.js';
import { LANGUAGE_CODES, labelRows } from './labels.js';
import { MENU_SEED } from './menu.js';
import { PORT_SEED } from './ports.js';
import { PROFILES } from './profiles.js';
import { containerLoads, recommendationRows } from './promotions.js';
import { searchWordRows } from './search-words.js';
import { COMPANY_INFO_SEED, DICT_SEED, PAYMENT_ACCOUNT_SEED } from './site.js';
import { familyDescription } from './sku-texts.js';
import { generateSkus, type SkuSeed } from './skus.js';

const DAY_MS = 86_400_000;

export async function seedCatalogue(tx: Db): Promise<void> {
  // Parents before children: the tree's rows are listed top-down.
  await insertRows(tx, 'category', ['id', 'parent_id', 'sort'], CATEGORY_SEED.map((c) => [c.id, c.parentId, c.sort]));
  await insertRows(tx, 'category_label', ['category_id', 'language_id', 'label'], CATEGORY_SEED.flatMap((c) => labelRows(c.id, c.labels)));

  await insertRows(tx, 'brand', ['id', 'code', 'logo', 'sort'], BRAND_SEED.map((b) => [b.id, b.code, `/admin/sys-file/brand-${b.code.toLowerCase()}.png`, b.id]));
  await insertRows(tx, 'brand_label', ['brand_id', 'language_id', 'name', 'description'], BRAND_SEED.flatMap((b) => labelRows(b.id, [b.name, b.name, b.name, b.name], b.description)));

  const skus = generateSkus();
  await insertRows(tx, 'family', ['id', 'brand_id', 'category_id', 'image', 'sort'], FAMILY_SEED.map((f) => [f.id, f.brandId, f.categoryId, skus.find((s) => s.familyId === f.id)?.image, f.id]));
  await insertRows(tx, 'family_label', ['family_id', 'language_id', 'name', 'description'], FAMILY_SEED.flatMap((f) =>
    labelRows(f.id, [f.name, f.name, f.name, f.name], familyDescription(f, BRAND_SEED.find((b) => b.id === f.brandId)!, PROFILES[f.categoryId]!)),
  ));
  await seedSkus(tx, skus);

  await insertRows(tx, 'port', ['id', 'code', 'sort'], PORT_SEED.map((p) => [p.id, p.code, p.id]));
  await insertRows(tx, 'port_label', ['port_id', 'language_id', 'name'], PORT_SEED.flatMap((p) => labelRows(p.id, p.labels)));
  await insertRows(tx, 'data_class', ['id', 'code', 'sort'], DATA_CLASS_SEED.map((d) => [d.id, d.code, d.id]));
  await insertRows(tx, 'data_class_label', ['class_id', 'language_id', 'name'], DATA_CLASS_SEED.flatMap((d) => labelRows(d.id, d.labels)));
  await insertRows(tx, 'data_file', ['id', 'class_id', 'language_id', 'name', 'file_link', 'sort'], dataFileRows());
  await insertRows(tx, 'search_word', ['id', 'language_id', 'word', 'popular', 'sort'], searchWordRows());
  await insertRows(tx, 'recommendation', ['id', 'kind', 'sku_id', 'sort'], recommendationRows(skus));
  const loads = containerLoads(skus);
  await insertRows(tx, 'container_load', ['id', 'cabinet_type', 'image', 'sort'], loads.map((l) => l.row));
  await insertRows(tx, 'container_load_label', ['load_id', 'language_id', 'title'], loads.flatMap((l) => labelRows(l.row[0] as number, l.labels)));
  await insertRows(tx, 'container_load_item', ['load_id', 'sku_id', 'quantity'], loads.flatMap((l) => l.items));

  await insertRows(tx, 'dict_item', ['id', 'type', 'value', 'lang', 'label', 'sort'], DICT_SEED.flatMap((d, index) =>
    LANGUAGE_CODES.map((lang, languageIndex) => [index * 4 + languageIndex + 1, d.type, d.value, lang, d.labels[languageIndex], index + 1]),
  ));
  await insertRows(tx, 'menu_item', ['id', 'parent_id', 'path', 'icon', 'sort', 'roles', 'keep_alive', 'external_url'], MENU_SEED.map((m) => [m.id, m.parentId, m.path, m.icon, m.id, m.roles, m.keepAlive, m.externalUrl]));
  await insertRows(tx, 'menu_label', ['menu_id', 'language_id', 'label'], MENU_SEED.flatMap((m) => labelRows(m.id, m.labels)));
  await insertRows(tx, 'company_info', ['key', 'language_id', 'value', 'sort'], COMPANY_INFO_SEED.flatMap((c, index) => labelRows(c.key, c.labels).map((row) => [...row, index + 1])));
  await insertRows(tx, 'payment_account', ['id', 'currency', 'bank_name', 'account_name', 'iban', 'swift', 'sort'], PAYMENT_ACCOUNT_SEED.map((p) => [p.id, p.currency, p.bankName, p.accountName, p.iban, p.swift, p.id]));
  await insertRows(tx, 'payment_account_label', ['account_id', 'language_id', 'payment_terms'], PAYMENT_ACCOUNT_SEED.flatMap((p) => labelRows(p.id, p.terms)));
}

const SKU_COLUMNS = [
  'id', 'art_no', 'brand_id', 'family_id', 'category_id', 'unit_price', 'discount_price', 'volume', 'weight', 'colour',
  'packing_unit', 'carton_volume', 'qty_20', 'qty_40', 'qty_40h', 'carton_l', 'carton_w', 'carton_h', 'open_l', 'open_w', 'open_h',
  'stock_cn', 'stock_de', 'stock_production', 'restock_date', 'max_order_qty', 'is_spare_part', 'parent_sku_id', 'image', 'sort',
] as const;

async function seedSkus(tx: Db, skus: SkuSeed[]): Promise<void> {
  const today = Date.now();
  const restock = (days: number | null) => (days === null ? null : new Date(today + days * DAY_MS).toISOString().slice(0, 10));
  // Products before parts, so each part's parent row already exists when the part is inserted.
  await insertRows(tx, 'sku', SKU_COLUMNS, skus.map((s) => [
    s.id, s.artNo, s.brandId, s.familyId, s.categoryId, s.unitPrice, s.discountPrice, s.volume, s.weight, s.colour.code,
    s.packingUnit, s.cartonVolume, s.qty20, s.qty40, s.qty40h, ...s.carton, ...s.open,
    s.stockCn, s.stockDe, s.stockProduction, restock(s.restockInDays), s.maxOrderQty, s.parentSkuId !== null, s.parentSkuId, s.image, s.id,
  ]));
  await insertRows(tx, 'sku_label', ['sku_id', 'language_id', 'name', 'description', 'colour'], skus.flatMap((s) => labelRows(s.id, s.names, s.descriptions, s.colour.labels)));
}
