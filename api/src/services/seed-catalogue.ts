import { count } from 'drizzle-orm';
import { createCatalogueRepository } from '../repositories/catalogue-repository';
import type { Database } from '../db/client';
import { admins, appointments, products } from '../db/schema';
import { STARTER_CATALOGUE } from './starter-catalogue';

export interface SeedResult {
  products: number;
}

/**
 * Inserts the starter catalogue into an empty database (a first start): no product, no admin, no
 * appointment. A catalogue an admin has emptied stays empty. One transaction, so a start that dies
 * half-way leaves no partial catalogue behind, and the next start seeds again.
 */
export async function seedCatalogue(db: Database): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    for (const table of [products, admins, appointments]) {
      const [row] = await tx.select({ total: count() }).from(table);
      if ((row?.total ?? 0) > 0) return { products: 0 };
    }
    // Before the first start serves anything, so no read cache can hold the empty catalogue yet: the
    // change feed need not hear of it.
    // The charge timing only shapes answers, not what is written.
    const catalogue = createCatalogueRepository(db, 24);
    const start = Date.now();
    for (const [index, product] of STARTER_CATALOGUE.entries()) {
      // Distinct creation times keep the catalogue in this order.
      await catalogue.create(tx, product, new Date(start + index));
    }
    return { products: STARTER_CATALOGUE.length };
  });
}
