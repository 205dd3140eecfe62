import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';
import { FolderLockedError, LOCK_FILE } from '../../src/db/folder-lock';
import { runApi } from '../helpers/api-process';
import { pgliteFolderFromTemplate } from '../helpers/pglite-template';
import { startServer, type ServerProcess } from '../helpers/server-process';

const NO_LIMITS = { RATE_LIMIT_ENABLED: 'false' };

describe('the PGlite folder lock', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'clean-lock-'));
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(parent, { recursive: true, force: true });
  }, 60_000);

  it('refuses a second open of the folder in the same process until the first is closed', async () => {
    const dir = path.join(parent, 'same-process');
    // Folders loaded from the run's template here too: what is checked is the lock, and a PGlite on an
    // empty folder first runs initdb (seconds on a busy machine).
    await pgliteFolderFromTemplate(dir);
    const first = await openDatabase({ url: undefined, pgliteDir: dir, poolSize: 1 });
    await expect(openDatabase({ url: undefined, pgliteDir: dir, poolSize: 1 })).rejects.toThrow(FolderLockedError);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    await first.close();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ url: undefined, pgliteDir: dir, poolSize: 1 });
    await again.close();
  }, 60_000);

  it('gives a second API process on the folder a clear error, without a stack, and exit code 1', async () => {
    const dir = path.join(parent, 'two-processes');
    // A migrated folder: what is checked is the lock, not a first start.
    await pgliteFolderFromTemplate(dir);
    server = await startServer({ ...NO_LIMITS, PGLITE_DIR: dir });
    const second = await runApi('src/server.ts', { env: { ...NO_LIMITS, PGLITE_DIR: dir, PORT: '0' } });
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toBe(
      `The PGlite folder ${dir} is in use by another process (pid ${server.child.pid} on ${hostname()}, since ` +
        `${(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { since: string }).since}). PGlite ` +
        'allows one process per folder: stop that process first, or use DATABASE_URL (PostgreSQL) to run ' +
        `several. If no such process runs any more, delete ${path.join(dir, LOCK_FILE)}.`,
    );
    // The first one is unharmed.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    // The admin command is refused the same way while the API runs.
    const command = await runApi('src/commands/create-admin.ts', {
      args: ['--email', 'ada@sparkle.ng', '--name', 'Ada'],
      env: { PGLITE_DIR: dir, ADMIN_PASSWORD: 'correct horse battery' },
    });
    expect(command.code).toBe(1);
    expect(command.stderr).toMatch(/^The PGlite folder .* is in use by another process/);
  }, 120_000);

  it('is taken over after its process was killed (kill -9): the supervisor can restart the API', async () => {
    const dir = path.join(parent, 'two-processes');
    server?.child.kill('SIGKILL');
    await server?.stop();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    server = await startServer({ ...NO_LIMITS, PGLITE_DIR: dir });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    server = undefined;
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('takes over a lock left by a process that has ended', async () => {
    const dir = path.join(parent, 'ended-owner');
    await pgliteFolderFromTemplate(dir);
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const pid = Number(ended.stdout.toString());
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid, host: hostname(), started: null, since: '2030-01-01T00:00:00.000Z', token: 'old' }),
    );
    const handle = await openDatabase({ url: undefined, pgliteDir: dir, poolSize: 1 });
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    await handle.close();
  }, 60_000);
});
