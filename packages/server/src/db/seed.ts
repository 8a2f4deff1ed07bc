/** Seeds an empty database with the demo shop's data, once: catalogue first, then customers. */
import type { Db } from './db.js';
import { seedCatalogue } from './seed-data/catalogue/index.js';
import { seedCustomers } from './seed-data/customer/index.js';

export async function seed(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM category');
  if (row && row.n > 0) return false;
  await db.transaction(async (tx) => {
    await seedCatalogue(tx);
    await seedCustomers(tx);
  });
  return true;
}
