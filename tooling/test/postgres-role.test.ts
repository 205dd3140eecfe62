/**
 * deploy/postgres/create-api-role.sh, run as the postgres image runs it on an empty volume, against the
 * PostgreSQL server the API tests use: the API's role can log in, owns its database and migrates it,
 * and can do nothing a superuser could. The role and database get a name of their own, so the test
 * leaves the server as it found it. Needs psql and a PostgreSQL server (fails without them in CI).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { servers } from '../src/apps';
import { repoRoot } from '../src/processes';
import { answersHttp, freePort, hasProgram, startService, waitUntil } from '../src/stack-processes';
import { missingForStack, POSTGRES_SERVER_URL } from './stack-support';

const SCRIPT = path.join(repoRoot, 'deploy/postgres/create-api-role.sh');
const missing = [
  ...(hasProgram('psql') ? [] : ['psql (Debian package postgresql-client)']),
  ...missingForStack().filter((what) => what.startsWith('a PostgreSQL server')),
];
if (missing.length > 0 && !process.env.CI) {
  console.info(`deploy/postgres/create-api-role.sh was NOT run: this machine lacks ${missing.join(', ')}.`);
}
const describeWithPostgres = missing.length === 0 || process.env.CI ? describe : describe.skip;

describeWithPostgres("the API's database role (deploy/postgres/create-api-role.sh)", () => {
  const name = `clean_role_test_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const server = new URL(POSTGRES_SERVER_URL);
  const roleUrl = (database = name) => {
    const url = new URL(POSTGRES_SERVER_URL);
    url.username = name;
    url.password = password;
    url.pathname = `/${database}`;
    return url.toString();
  };
  const superuser = async <T extends pg.QueryResultRow>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };
  const asRole = async (text: string) => {
    const client = new pg.Client({ connectionString: roleUrl() });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };

  beforeAll(() => {
    if (missing.length > 0) throw new Error(`Missing: ${missing.join(', ')}`);
    // The script as committed, with this test's name in place of `clean`.
    const dir = mkdtempSync(path.join(tmpdir(), 'clean-role-'));
    try {
      const script = path.join(dir, 'create-api-role.sh');
      writeFileSync(script, readFileSync(SCRIPT, 'utf8').replace(/\bclean\b/g, name));
      const result = spawnSync('sh', [script], {
        env: {
          PATH: process.env.PATH ?? '',
          POSTGRES_USER: decodeURIComponent(server.username) || 'postgres',
          PGHOST: server.hostname,
          PGPORT: server.port || '5432',
          ...(server.password ? { PGPASSWORD: decodeURIComponent(server.password) } : {}),
          API_DATABASE_PASSWORD: password,
        },
        encoding: 'utf8',
      });
      expect([result.status, result.stderr]).toEqual([0, '']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  afterAll(async () => {
    await superuser(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await superuser(`DROP ROLE IF EXISTS ${name}`);
  });

  it('is a login role without any power beyond its database, which it owns', async () => {
    const [role] = await superuser<Record<string, boolean>>(
      `SELECT rolcanlogin, rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls FROM pg_roles WHERE rolname = '${name}'`,
    );
    expect(role).toEqual({
      rolcanlogin: true,
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolreplication: false,
      rolbypassrls: false,
    });
    const [database] = await superuser<{ owner: string }>(
      `SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = '${name}'`,
    );
    expect(database?.owner).toBe(name);
    await expect(asRole(`CREATE DATABASE ${name}_other`)).rejects.toThrow(/permission denied/);
    await expect(asRole(`CREATE ROLE ${name}_other`)).rejects.toThrow(/permission denied/);
  });

  it('is all the API needs: it starts on it, migrating its database', async () => {
    const port = await freePort();
    const api = startService({
      name: 'api',
      command: process.execPath,
      args: ['--import', 'tsx', 'src/server.ts'],
      cwd: path.join(repoRoot, servers.api.dir),
      env: { NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: roleUrl() },
    });
    try {
      await waitUntil(api, 'answer /api/health', answersHttp(`http://127.0.0.1:${port}/api/health`));
    } finally {
      await api.stop();
    }
    const tables = await asRole(`SELECT tableowner FROM pg_tables WHERE schemaname = 'public'`);
    expect(tables.rows.length).toBeGreaterThan(0);
    expect(new Set(tables.rows.map((row: { tableowner: string }) => row.tableowner))).toEqual(new Set([name]));
  }, 120_000);
});
