import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCK_FILE } from '../src/db/folder-lock';
import { pgliteFolderFromTemplate } from './helpers/pglite-template';
import { startServer } from './helpers/server-process';

const REJECT_ON_SIGNAL = path.join(__dirname, 'fixtures', 'reject-on-signal.mjs');

describe('an unhandled rejection in the API process', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'clean-crash-'));

  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('is logged, and ends the process with exit code 1 (freeing its PGlite folder) for the supervisor to restart it', async () => {
    const dir = path.join(parent, 'data');
    await pgliteFolderFromTemplate(dir);
    const server = await startServer({
      RATE_LIMIT_ENABLED: 'false',
      PGLITE_DIR: dir,
      NODE_OPTIONS: `--import=${REJECT_ON_SIGNAL}`,
    });
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGUSR2');
    expect(await exited).toBe(1);
    const fatal = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
      .find((entry) => entry.level === 60);
    expect(fatal).toMatchObject({
      msg: 'unhandled rejection: exiting so that the supervisor restarts the API',
      err: { message: 'test: a promise nobody awaited' },
    });
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
