import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loggerOptions } from '../src/logger';
import { SETUP_TIMEOUT_MS, testConfig } from './helpers/build-app';
import { sleep, until } from './helpers/until';
import { anyEngine, createTestDatabase, type TestDatabase } from './helpers/database';
import { ADMIN, expectErrorEnvelope } from './helpers/fixtures';
import { describeWithRedis, TEST_REDIS_URL, testKeyPrefix } from './helpers/redis';
import { freePort } from './helpers/server-process';

function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { stream, output: () => lines.join('') };
}

const login = (app: FastifyInstance, remoteAddress: string, email = ADMIN.email, password = 'a guess') =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress });

describeWithRedis('two API processes sharing one Redis', () => {
  const keys = testKeyPrefix();
  const env = {
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: keys.prefix,
    RATE_LIMIT_ENABLED: 'true',
    RATE_LIMIT_AUTH: '4',
    LOGIN_FAILURES_PER_ACCOUNT: '3',
  };
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    // Two apps on one database, each with its own Redis client, as two replicas behind a balancer.
    database = await createTestDatabase(anyEngine());
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config: testConfig(env), database: database.handle });
      await app.ready();
      apps.push(app);
    }
    const registered = await apps[0]!.inject({ method: 'POST', url: '/api/admin/register', payload: ADMIN });
    expect(registered.statusCode).toBe(201);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.dispose();
    await keys.clear();
  }, SETUP_TIMEOUT_MS);

  it('count one client together: two tries on each, the fifth is refused by either', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const answers: LightMyRequestResponse[] = [];
    // Distinct e-mails: only the per-address limit is at play here.
    for (const [i, app] of [a, b, a, b].entries()) {
      answers.push(await login(app, '10.7.0.1', `nobody-${i}@sparkle.ng`));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    expectErrorEnvelope(await login(a, '10.7.0.1', 'nobody-4@sparkle.ng'), 429);
    expectErrorEnvelope(await login(b, '10.7.0.1', 'nobody-5@sparkle.ng'), 429);
    // Another client is counted apart.
    expect((await login(b, '10.7.0.2', 'nobody-6@sparkle.ng')).statusCode).toBe(401);
  });

  it("count failed logins of one account together: the backoff holds on both, the owner's device skips it", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    expect((await login(a, '10.8.0.1')).statusCode).toBe(401);
    const owner = await login(b, '10.8.0.2', ADMIN.email, ADMIN.password);
    expect(owner.statusCode).toBe(200);
    const device = owner.cookies.find((cookie) => cookie.name === 'clean_admin_device')!.value;
    // 3 failures reach the limit; past it each one (or each try while waiting) doubles the wait.
    for (const [index, app] of [a, b, a, b, a, b].entries()) {
      expect([401, 429]).toContain((await login(app, `10.8.1.${index}`)).statusCode);
    }
    const waiting = await login(a, '10.8.0.7', ADMIN.email, ADMIN.password);
    expectErrorEnvelope(waiting, 429);
    expect(waiting.json().message).toMatch(/^Too many failed logins for this account\./);
    const known = await b.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
      remoteAddress: '10.8.0.2',
      cookies: { clean_admin_device: device },
    });
    expect(known.statusCode).toBe(200);
  });

  it('keep no e-mail in Redis, only hashes', async () => {
    const redis = apps[0]!.redis!;
    const stored = await redis.keys(`${keys.prefix}*`);
    expect(stored.some((key) => key.includes('login-failures:'))).toBe(true);
    expect(stored.join(' ')).not.toMatch(/@/);
  });
});

describeWithRedis('failed logins past the limit, sent at once to two API processes', () => {
  const keys = testKeyPrefix();
  const env = {
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: keys.prefix,
    RATE_LIMIT_ENABLED: 'true',
    RATE_LIMIT_AUTH: '1000',
    LOGIN_FAILURES_PER_ACCOUNT: '3',
  };
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(anyEngine());
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config: testConfig(env), database: database.handle });
      await app.ready();
      apps.push(app);
    }
    const registered = await apps[0]!.inject({ method: 'POST', url: '/api/admin/register', payload: ADMIN });
    expect(registered.statusCode).toBe(201);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.dispose();
    await keys.clear();
  }, SETUP_TIMEOUT_MS);

  it('once the wait is over, twelve guesses at once from twelve addresses: one is checked, the rest wait', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    // The limit (3 failures), then one more: a one-second wait.
    for (let i = 0; i < 4; i += 1) expect((await login(a, `10.11.0.${i + 1}`)).statusCode).toBe(401);
    await until('the backoff is over', async () => (await a.loginFailures!.waitMs(ADMIN.email)) === 0, {
      timeoutMs: 10_000,
      between: () => sleep(50),
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(i % 2 === 0 ? a : b, `10.11.1.${i + 1}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([401, ...Array<number>(11).fill(429)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expectErrorEnvelope(refused, 429);
      expect(refused.json().message).toMatch(/^Too many failed logins for this account\./);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describeWithRedis('the Redis client', () => {
  it(
    'is closed with the app',
    async () => {
      const database = await createTestDatabase(anyEngine());
      const app = await buildApp({ config: testConfig({ REDIS_URL: TEST_REDIS_URL }), database: database.handle });
      await app.ready();
      const redis = app.redis!;
      expect(redis.status).toBe('ready');
      await app.close();
      expect(redis.status).toBe('end');
      await database.dispose();
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('a Redis outage', () => {
  it(
    'does not stop the API: limits are counted in memory, and the log says so once',
    async () => {
      const database = await createTestDatabase(anyEngine());
      const logs = logCollector();
      // Nothing listens on this port: Redis is down from the start.
      const config = testConfig({
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        RATE_LIMIT_ENABLED: 'true',
        RATE_LIMIT_AUTH: '2',
        LOG_LEVEL: 'info',
      });
      const app = await buildApp({
        config,
        database: database.handle,
        logger: { ...loggerOptions(config), stream: logs.stream },
      });
      try {
        await app.ready();
        expect((await login(app, '10.9.0.1')).statusCode).toBe(401);
        expect((await login(app, '10.9.0.1')).statusCode).toBe(401);
        expectErrorEnvelope(await login(app, '10.9.0.1'), 429);
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        const unreachable = logs
          .output()
          .match(/Redis is unreachable: rate limits and login failures are counted in this process's memory/g);
        expect(unreachable).toHaveLength(1);
        expect(logs.output()).toMatch(/Redis is not reachable at start/);
      } finally {
        await app.close();
        await database.dispose();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
