import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockFolder } from './folder-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code uses, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

interface HandleBase {
  db: Database;
  /** Human description for logs, without secrets. */
  description: string;
  close(): Promise<void>;
}
export interface PgliteHandle extends HandleBase {
  kind: 'pglite';
  client: PGlite;
}
export interface PostgresHandle extends HandleBase {
  kind: 'postgres';
  pool: pg.Pool;
}
export type DatabaseHandle = PgliteHandle | PostgresHandle;

export interface OpenDatabaseOptions {
  url: string | undefined;
  pgliteDir: string;
  poolSize: number;
  /** PostgreSQL: how long a query waits for a free connection (default POOL_WAIT_MS). */
  poolWaitMs?: number;
  onPoolError?: (error: Error) => void;
}

const MEMORY = 'memory://';

/**
 * A PGlite with the extensions the migrations create: pg_trgm for the search's trigram indexes
 * (drizzle/0005_search_indexes.sql). Every PGlite of the API is made here, so none lacks one.
 */
export function createPglite(dataDir: string, options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create(dataDir, { ...options, extensions: { pg_trgm } });
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= fn());
}

/**
 * The default of DATABASE_POOL_WAIT_MS: how long a request waits for a free connection of the pool
 * before it answers 503 (plugins/errors.ts). A burst of bookings queues for the pool; on a loaded
 * machine 5 s was seen to turn a burst of 100 into 500s, so the wait lets a burst drain and stays
 * short of a proxy's timeout.
 */
export const POOL_WAIT_MS = 30_000;

/** PostgreSQL when a URL is given, else PGlite in `pgliteDir` (created if missing). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize,
      connectionTimeoutMillis: options.poolWaitMs ?? POOL_WAIT_MS,
      idleTimeoutMillis: 30_000,
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', (error) => options.onPoolError?.(error));
    // Nor may one that is checked out (a transaction in progress), which the pool's own listener leaves
    // for as long: its server going away would otherwise be an 'error' event nobody listens to, thrown
    // at the process. The query in flight fails with the same error (the request answers 503) and the
    // pool drops the client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    return { kind: 'postgres', pool, db, description: 'PostgreSQL', close: once(() => pool.end()) };
  }
  const dir = options.pgliteDir;
  if (dir === MEMORY) {
    const client = await createPglite(MEMORY);
    return pgliteHandle(client, 'PGlite in memory', () => undefined);
  }
  mkdirSync(dir, { recursive: true });
  // One process per folder: a second one gets a clear error instead of corrupting the data.
  const unlock = await lockFolder(dir);
  try {
    return pgliteHandle(await createPglite(dir), `PGlite at ${dir}`, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

function pgliteHandle(client: PGlite, description: string, unlock: () => void): PgliteHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: 'pglite',
    client,
    db,
    description,
    close: once(async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    }),
  };
}
