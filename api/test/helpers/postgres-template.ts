import { openDatabase } from '../../src/db/client';
import { dropDatabase, onServer, POSTGRES_URL, testDatabaseName, withDatabase } from './postgres-server';
import { fillTemplate, runId } from './pglite-template';

/**
 * The template's name: one per jest run (its id is `<pid>-<milliseconds>`), shared by its workers,
 * or one per process outside jest.config.cjs. `tooling/src/jest-global-teardown.cjs` drops the run's
 * by its ending, `_template_<run id with _>`.
 */
function templateName(): string {
  const run = runId();
  const started = run ? Number(run.split('-')[1]) : Date.now();
  return testDatabaseName(
    `template_${(run ?? `${process.pid}-${started}`).replace('-', '_')}`,
    Math.floor(started / 1000),
  );
}

let template: Promise<string> | undefined;

/**
 * The name of a PostgreSQL database holding what every API test database starts with (`fillTemplate`),
 * on the DATABASE_URL server: copying it (`CREATE DATABASE … TEMPLATE`) takes a fraction of a second,
 * where migrating a new database takes about two. The first file of a run that needs it makes it,
 * under an advisory lock the others wait on, under a temporary name renamed when complete, so no file
 * copies a half-made one.
 */
export function postgresTemplate(): Promise<string> {
  template ??= onServer(async (admin) => {
    if (!POSTGRES_URL) throw new Error('DATABASE_URL is not set');
    const name = templateName();
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return name;
      const partial = `${name}_p${process.pid}`;
      await admin.query(`CREATE DATABASE "${partial}"`);
      try {
        const handle = await openDatabase({ url: withDatabase(POSTGRES_URL, partial), pgliteDir: '', poolSize: 1 });
        try {
          await fillTemplate(handle);
        } finally {
          await handle.close();
        }
        // A closed pool's server processes end a moment later; a rename (and later copies) needs none.
        await admin.query(
          'SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [partial],
        );
        await admin.query(`ALTER DATABASE "${partial}" RENAME TO "${name}"`);
      } catch (error) {
        await dropDatabase(partial).catch(() => undefined);
        throw error;
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return template;
}
