import type { AvailabilityRules } from '../config';
import type { DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { insertFirstRules } from '../repositories/availability-repository';
import { rebuildCustomerSummaries, summariesMissing } from '../repositories/customer-summaries';
import { seedCatalogue, type SeedResult } from './seed-catalogue';

export interface PrepareResult {
  seeded: SeedResult | null;
}

export interface PrepareOptions {
  seed: boolean;
  /** The environment's availability rules: stored as the first values when the database has none. */
  availability?: AvailabilityRules;
}

/**
 * Applies pending migrations (`migrateDatabase`, which lets replicas take turns), then stores the first
 * availability rules when given and absent (see `insertFirstRules`) and, when asked, seeds the starter
 * catalogue into an empty database (see `seedCatalogue`).
 */
export async function prepareDatabase(handle: DatabaseHandle, options: PrepareOptions): Promise<PrepareResult> {
  return migrateDatabase(handle, async (db) => {
    // A database from before the stored customers and counters (or filled by bulk SQL) gets them here.
    if (await summariesMissing(db)) await rebuildCustomerSummaries(db);
    if (options.availability) await insertFirstRules(db, options.availability);
    return { seeded: options.seed ? await seedCatalogue(db) : null };
  });
}
