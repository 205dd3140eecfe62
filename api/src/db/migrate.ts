import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './client';
import * as schema from './schema';
import { seedCatalogue, type SeedResult } from './seed';

/** The committed SQL migrations (`npm run db:generate -w api` writes them). */
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');

/** Any constant works: it only has to be the same in every API process sharing a database. */
const MIGRATION_LOCK_KEY = 7_301_946_112;

export interface PrepareResult {
  seeded: SeedResult | null;
}

/** Drizzle's record of applied migrations: absent before the very first start. */
const MIGRATIONS_TABLE_EXISTS = "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present";

/**
 * Applies pending migrations, then, on a first start (no migration applied before) and when asked,
 * seeds the starter catalogue. A catalogue an admin has emptied stays empty after a restart.
 * On PostgreSQL this holds a session advisory lock, so API replicas starting together take turns.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: { seed: boolean }): Promise<PrepareResult> {
  const finish = async (db: Database, firstStart: boolean): Promise<PrepareResult> => ({
    seeded: options.seed && firstStart ? await seedCatalogue(db) : null,
  });

  if (handle.kind === 'pglite') {
    // One process owns a PGlite folder, so no lock is needed.
    const { rows } = await handle.client.query<{ present: boolean }>(MIGRATIONS_TABLE_EXISTS);
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder: MIGRATIONS_FOLDER });
    return finish(handle.db, !rows[0]?.present);
  }

  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const { rows } = await client.query<{ present: boolean }>(MIGRATIONS_TABLE_EXISTS);
      await migrateNodePg(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      return await finish(drizzle({ client, schema }) as unknown as Database, !rows[0]?.present);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
