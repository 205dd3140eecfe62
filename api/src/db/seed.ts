import { count } from 'drizzle-orm';
import { createCatalogueRepository } from '../repositories/catalogue-repository';
import type { Database } from './client';
import { products } from './schema';
import { STARTER_CATALOGUE } from './starter-catalogue';

export interface SeedResult {
  products: number;
}

/** Inserts the starter catalogue, but only into an empty products table (a first start). */
export async function seedCatalogue(db: Database): Promise<SeedResult> {
  const [row] = await db.select({ total: count() }).from(products);
  if ((row?.total ?? 0) > 0) return { products: 0 };
  const catalogue = createCatalogueRepository(db);
  const start = Date.now();
  for (const [index, product] of STARTER_CATALOGUE.entries()) {
    // Distinct creation times keep the catalogue in this order.
    await catalogue.create(product, { createdAt: new Date(start + index) });
  }
  return { products: STARTER_CATALOGUE.length };
}
