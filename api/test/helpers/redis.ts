import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis server of the Redis tests: REDIS_URL, else the machine's local server. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export const REDIS_REQUIRED_IN_CI =
  `Redis is not reachable at ${TEST_REDIS_URL}, but CI is set: the Redis tests must run in CI. ` +
  'Start a Redis server (redis-server; .ci/run installs it) or set REDIS_URL.';

/**
 * Whether Redis answers, asked synchronously (in a child process) so that suites can be registered
 * or not while jest collects them.
 */
function redisAnswers(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `
    const socket = require('node:net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname || '127.0.0.1')});
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', () => process.exit(0));
    socket.on('error', () => process.exit(1));
    setTimeout(() => process.exit(1), 2000);
  `;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5000 }).status === 0;
}

const REDIS_UP = redisAnswers(TEST_REDIS_URL);
let notedSkip = false;

/**
 * A suite that needs Redis. Without one it is not run (a note says so), except in CI (`CI` set), where
 * it fails with a clear message instead of passing silently.
 */
export function describeWithRedis(title: string, suite: () => void): void {
  if (REDIS_UP) {
    describe(`${title} [Redis]`, suite);
  } else if (process.env.CI) {
    describe(`${title} [Redis]`, () => {
      it('needs a Redis server', () => {
        throw new Error(REDIS_REQUIRED_IN_CI);
      });
    });
  } else if (!notedSkip) {
    notedSkip = true;
    console.info(`Redis is not reachable at ${TEST_REDIS_URL}: the Redis variants of the API tests were NOT run.`);
  }
}

/** A key prefix of its own for one test file, and the removal of its keys after. */
export function testKeyPrefix(): { prefix: string; clear(): Promise<void> } {
  const prefix = `clean-test:${randomUUID()}:`;
  return {
    prefix,
    async clear() {
      const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      try {
        await redis.connect();
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    },
  };
}
