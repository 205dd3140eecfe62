/**
 * The redis service of docker-compose.yml, started as its container starts it (its command, its conf
 * from deploy/redis/), with only the container's paths moved into a scratch folder: Redis requires the
 * password, and the password is on no command line. Needs redis-server (fails without it in CI).
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readCompose, mountedFile } from '../src/stack-compose';
import {
  freePort,
  hasProgram,
  redisAnswers,
  startService,
  waitUntil,
  type RunningService,
} from '../src/stack-processes';

const hasRedis = hasProgram('redis-server');
if (!hasRedis && !process.env.CI) console.info('redis-server is not installed: the compose Redis start was NOT run.');
const describeWithRedis = hasRedis || process.env.CI ? describe : describe.skip;

const CONTAINER_CONF = '/usr/local/etc/redis/redis.conf';
const PASSWORD = 'rd0123456789abcdef';

/** The replies of Redis to `commands`, sent in one go on a fresh connection. */
function exchange(port: number, commands: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    socket.setTimeout(5000, () => socket.destroy(new Error('Redis did not answer')));
    socket.once('connect', () => socket.write(commands.map((command) => `${command}\r\n`).join('')));
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const lines = text.split('\r\n').filter(Boolean);
      if (lines.length >= commands.length) {
        socket.destroy();
        resolve(lines);
      }
    });
    socket.once('error', reject);
  });
}

describeWithRedis('Redis as compose starts it (deploy/redis/redis.conf, password from the environment)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'clean-redis-'));
  const passwordFile = path.join(scratch, 'redis-password.conf');
  let redis: RunningService | undefined;
  let port = 0;

  beforeAll(async () => {
    const service = readCompose().services.redis!;
    const [shell, flag, script] = service.command ?? [];
    expect([shell, flag]).toEqual(['sh', '-c']);
    const conf = path.join(scratch, 'redis.conf');
    const mounted = readFileSync(mountedFile(service, CONTAINER_CONF), 'utf8');
    writeFileSync(conf, mounted.replaceAll('/tmp/redis-password.conf', passwordFile));
    port = await freePort();
    const local = script!
      // Compose turns `$$` into `$` before the container's shell reads it.
      .replaceAll('$$', '$')
      .replaceAll('/tmp/redis-password.conf', passwordFile)
      .replace(CONTAINER_CONF, `${conf} --port ${port} --bind 127.0.0.1`);
    redis = startService({ name: 'redis', command: 'sh', args: ['-c', local], env: { REDIS_PASSWORD: PASSWORD } });
    await waitUntil(redis, 'listen', async () => (await exchange(port, ['PING'])).length > 0, 30_000);
  }, 60_000);

  afterAll(async () => {
    await redis?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('refuses a client without the password and answers one with it', async () => {
    expect(await redisAnswers('127.0.0.1', port)).toBe(false);
    expect(await exchange(port, ['PING'])).toEqual([expect.stringMatching(/^-NOAUTH/)]);
    expect(await exchange(port, [`AUTH ${PASSWORD}`, 'PING'])).toEqual(['+OK', '+PONG']);
    expect(await exchange(port, ['AUTH wrong-password'])).toEqual([expect.stringMatching(/^-WRONGPASS/)]);
  });

  it('runs with the conf of deploy/redis/: nothing written to disk', async () => {
    expect(await exchange(port, [`AUTH ${PASSWORD}`, 'CONFIG GET appendonly'])).toEqual([
      '+OK',
      '*2',
      '$10',
      'appendonly',
      '$2',
      'no',
    ]);
  });

  it('keeps the password off its command line, in a file only its user can read', () => {
    // `exec`: the shell is replaced, so this PID is redis-server's.
    const commandLine = readFileSync(`/proc/${redis!.pid}/cmdline`, 'utf8');
    expect(commandLine).toContain('redis-server');
    expect(commandLine).not.toContain(PASSWORD);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
  });
});
