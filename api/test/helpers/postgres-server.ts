import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server of the PG variants (CI sets it to its local server); unset: PGlite only. */
export const POSTGRES_URL = process.env.DATABASE_URL || undefined;

/**
 * Every database the tests make on that server starts with this, then the second it was made:
 * `createPostgresDatabase` drops those over an hour old (runs that died before their cleanup), and
 * `tooling/src/jest-global-teardown.cjs` drops the run's template by the same prefix.
 */
const PREFIX = 'clean_test_';
const STALE_AFTER_S = 3600;

/** A name for a new test database, made at `seconds` (default now): `<prefix><seconds>_<rest>`. */
export function testDatabaseName(rest: string, seconds = Math.floor(Date.now() / 1000)): string {
  return `${PREFIX}${seconds}_${rest}`;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs `work` on a connection to the DATABASE_URL server's own database, closed after. */
export async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!POSTGRES_URL) throw new Error('DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropStaleDatabases(admin: pg.Client): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
    `${PREFIX}%`,
  ]);
  for (const { datname } of rows) {
    const created = Number(datname.slice(PREFIX.length).split('_')[0]);
    if (created && now - created > STALE_AFTER_S) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
    }
  }
}

export async function dropDatabase(name: string): Promise<void> {
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/**
 * A throw-away PostgreSQL database on the DATABASE_URL server, for one test file, dropped after: empty,
 * or a copy of `template` (a database nobody is connected to). Databases of earlier runs that died
 * before their cleanup are dropped after an hour.
 */
export async function createPostgresDatabase(
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!POSTGRES_URL) throw new Error('DATABASE_URL is not set');
  const name = testDatabaseName(randomBytes(4).toString('hex'));
  await onServer(async (admin) => {
    await dropStaleDatabases(admin);
    await admin.query(`CREATE DATABASE "${name}"${options.template ? ` TEMPLATE "${options.template}"` : ''}`);
  });
  return { url: withDatabase(POSTGRES_URL, name), drop: () => dropDatabase(name) };
}
