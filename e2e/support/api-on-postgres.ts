/**
 * The e2e stack's API on PostgreSQL, the production engine (playwright.config.ts runs it when
 * DATABASE_URL names a server, as in CI): a fresh database on that server for the run, the API as
 * `npm start -w api` runs it, and the database dropped when the API stops. A run that dies before
 * is cleaned up by a later one (`createPostgresDatabase` drops databases over an hour old).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createPostgresDatabase } from '../../api/test/helpers/postgres-server';

async function main(): Promise<void> {
  const database = await createPostgresDatabase();
  const api = spawn('npm', ['start', '-w', 'api', '--silent'], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: { ...process.env, DATABASE_URL: database.url },
    stdio: 'inherit',
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => api.kill(signal));
  const code = await new Promise<number>((resolve) => api.on('exit', (exitCode) => resolve(exitCode ?? 0)));
  await database.drop();
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error('the e2e API on PostgreSQL could not start:', error);
  process.exit(1);
});
