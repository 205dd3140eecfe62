import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './client';
import * as schema from './schema';

/** The committed SQL migrations (`npm run db:generate -w api` writes them). */
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');

/** Any constant works: it only has to be the same in every API process sharing a database. */
const MIGRATION_LOCK_KEY = 7_301_946_112;

/**
 * Applies pending migrations, then runs `afterwards` on the migrated database (the first start's rows:
 * see services/prepare-database.ts). On PostgreSQL both happen under a session advisory lock, so API
 * replicas starting together take turns.
 */
export async function migrateDatabase<T>(handle: DatabaseHandle, afterwards: (db: Database) => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') {
    // One process owns a PGlite folder, so no lock is needed.
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder: MIGRATIONS_FOLDER });
    // PGlite runs no autovacuum, so nothing else gathers the planner's statistics: without them the
    // search's tiers (docs/DECISIONS.md, "Search on trigram indexes") may walk a whole table instead of
    // an index. ANALYZE samples a fixed number of rows per table, so this stays short on a big one.
    const result = await afterwards(handle.db);
    await handle.client.exec('ANALYZE');
    return result;
  }

  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      return await afterwards(drizzle({ client, schema }) as unknown as Database);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
