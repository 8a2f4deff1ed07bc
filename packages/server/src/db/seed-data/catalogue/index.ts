/** Seeds the catalogue in batched multi-row INSERTs, one table after another in foreign-key order. */
import { insertRows, type Db } from '../../db.js';
import { contentTables } from './content-tables.js';
import { productTables } from './product-tables.js';
import { generateSkus } from './skus.js';

export async function seedCatalogue(tx: Db): Promise<void> {
  for (const [table, columns, rows] of [...productTables(generateSkus()), ...contentTables()]) {
    await insertRows(tx, table, columns, rows);
  }
}
