import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { TEST_PASSWORD_HASH_COST, testConfig } from '../helpers/build-app';
import { runApi } from '../helpers/api-process';
import { describeEachDatabase, type DatabaseKind } from '../helpers/database';
import { createPostgresDatabase } from '../helpers/postgres-server';
import { postgresTemplate } from '../helpers/postgres-template';
import { pgliteFolderFromTemplate } from '../helpers/pglite-template';

const COMMAND = 'src/commands/create-admin.ts';
const ADA = ['--email', 'Ada@Sparkle.ng', '--name', 'Ada Okafor'];
const PASSWORD = 'correct horse battery';
/** A database that would vanish with the process, should the command ever open one on bad input. */
const NO_DATABASE = { ...TEST_PASSWORD_HASH_COST, PGLITE_DIR: 'memory://' };

interface CommandDatabase {
  /** The API's settings naming it (and the tests' cheap password hashes). */
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/** A database of its own for the command. */
async function commandDatabase(kind: DatabaseKind): Promise<CommandDatabase> {
  if (kind === 'pglite') {
    const parent = mkdtempSync(path.join(tmpdir(), 'clean-admin-create-'));
    const dir = path.join(parent, 'data');
    // Migrated already, as after the API's first start: each run of the command then only opens it.
    await pgliteFolderFromTemplate(dir);
    return {
      env: { ...TEST_PASSWORD_HASH_COST, PGLITE_DIR: dir },
      open: () => openDatabase({ url: undefined, pgliteDir: dir, poolSize: 1 }),
      dispose: async () => rmSync(parent, { recursive: true, force: true }),
    };
  }
  // Migrated already, as on PGlite: each run of the command then only opens it.
  const database = await createPostgresDatabase({ template: await postgresTemplate() });
  return {
    env: { ...TEST_PASSWORD_HASH_COST, DATABASE_URL: database.url },
    open: () => openDatabase({ url: database.url, pgliteDir: '', poolSize: 2 }),
    dispose: () => database.drop(),
  };
}

/** Logs in through the API on the database the command wrote to: the status of each attempt. */
async function loginStatuses(handle: DatabaseHandle, attempts: { email: string; password: string }[]) {
  // One app for all of a test's attempts: each app starts its own job queue.
  const app = await buildApp({ config: testConfig(), database: handle });
  try {
    const statuses: number[] = [];
    for (const payload of attempts) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/admin/login', payload })).statusCode);
    }
    return statuses;
  } finally {
    await app.close();
  }
}

describeEachDatabase('npm run admin:create', (kind) => {
  let database: CommandDatabase;

  beforeAll(async () => {
    database = await commandDatabase(kind);
  }, 60_000);

  afterAll(async () => {
    await database.dispose();
  }, 60_000);

  it('creates an admin with the password from standard input, who can then log in', async () => {
    const result = await runApi(COMMAND, { args: ADA, env: database.env, stdin: `${PASSWORD}\n` });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Admin Ada Okafor <ada@sparkle\.ng> created in (PGlite|PostgreSQL) at /);

    const handle = await database.open();
    try {
      // The line end of the piped input is not part of the password.
      expect(
        await loginStatuses(handle, [
          { email: 'ada@sparkle.ng', password: PASSWORD },
          { email: 'ada@sparkle.ng', password: `${PASSWORD}\n` },
        ]),
      ).toEqual([200, 401]);
      const recorded = await handle.db.execute(
        sql`SELECT action, summary FROM audit_events WHERE action = 'account.signed-up'`,
      );
      expect((recorded as unknown as { rows: unknown[] }).rows).toEqual([
        { action: 'account.signed-up', summary: 'Signed up by the operator on the server (npm run admin:create)' },
      ]);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('takes the password from ADMIN_PASSWORD, and refuses an e-mail that has an account', async () => {
    const bola = await runApi(COMMAND, {
      args: ['--email', 'bola@sparkle.ng', '--name', 'Bola Ade'],
      env: { ...database.env, ADMIN_PASSWORD: 'another password' },
    });
    expect(bola.code).toBe(0);

    const again = await runApi(COMMAND, {
      args: ['--email', 'ADA@sparkle.ng', '--name', 'Someone Else'],
      env: { ...database.env, ADMIN_PASSWORD: 'a third password' },
    });
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('An admin with the e-mail ada@sparkle.ng already exists: nothing was changed.');

    const handle = await database.open();
    try {
      expect(
        await loginStatuses(handle, [
          { email: 'bola@sparkle.ng', password: 'another password' },
          { email: 'ada@sparkle.ng', password: PASSWORD },
        ]),
      ).toEqual([200, 200]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});

// Refused before the command opens any database: once, not on each engine.
describe('npm run admin:create with bad input', () => {
  it('checks the input with the sign-up rules, naming each problem', async () => {
    const result = await runApi(COMMAND, {
      args: ['--email', 'not-an-email', '--name', '  '],
      env: NO_DATABASE,
      stdin: 'short',
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'The admin was not created:',
      '  --name: Full name is required',
      '  --email: Invalid email',
      '  password: Password must be at least 8 characters',
    ]);
  }, 60_000);

  it('says how to give the password when there is none, and how to call it when an option is missing', async () => {
    const noPassword = await runApi(COMMAND, { args: ADA, env: NO_DATABASE });
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toMatch(/^No password: pipe it on standard input or set ADMIN_PASSWORD\./);

    const noName = await runApi(COMMAND, { args: ['--email', 'x@sparkle.ng'], env: NO_DATABASE, stdin: PASSWORD });
    expect(noName.code).toBe(1);
    expect(noName.stderr).toMatch(/^Missing --name\.\nUsage: npm run admin:create -w api -- --email/);
  }, 60_000);
});
