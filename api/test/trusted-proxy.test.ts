import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { SETUP_TIMEOUT_MS, testConfig } from './helpers/build-app';
import { anyEngine, createTestDatabase, type TestDatabase } from './helpers/database';
import { ADMIN, expectErrorEnvelope } from './helpers/fixtures';

const PROXY = '10.0.0.2';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'yes', 'nginx', '10.0.0.0/33', '300.1.1.1', '11'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
  });

  it('explains why true is refused', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/would trust any client-written X-Forwarded-For/);
  });
});

/** An app whose extra route answers the client address it sees; login limited to 3 tries per window. */
function useProxiedApp(trustProxy: string) {
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(anyEngine());
    app = await buildApp({
      config: testConfig({ TRUST_PROXY: trustProxy, RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_AUTH: '3' }),
      database: database.handle,
    });
    app.get('/client-address', async (request) => ({ ip: request.ip }));
    await app.ready();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });
  return {
    async addressSeen(remoteAddress: string, forwardedFor?: string): Promise<string> {
      const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
      const response = await app!.inject({ method: 'GET', url: '/client-address', remoteAddress, headers });
      return (response.json() as { ip: string }).ip;
    },
    login(remoteAddress: string, forwardedFor?: string, email = ADMIN.email) {
      return app!.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email, password: 'a guess' },
        remoteAddress,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      });
    },
  };
}

describe('with no trusted proxy (the default)', () => {
  const t = useProxiedApp('false');

  it('the client is the connection, whatever X-Forwarded-For says', async () => {
    expect(await t.addressSeen('198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
  });

  it('a client cannot escape its rate limit by writing X-Forwarded-For', async () => {
    for (const spoofed of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await t.login('198.51.100.8', spoofed)).statusCode).toBe(401);
    }
    expectErrorEnvelope(await t.login('198.51.100.8', '203.0.113.4'), 429);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  const t = useProxiedApp('1');

  it('the client is the address the proxy appended, not an entry the client wrote before it', async () => {
    expect(await t.addressSeen(PROXY, '203.0.113.7')).toBe('203.0.113.7');
    expect(await t.addressSeen(PROXY, '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await t.addressSeen(PROXY, '1.2.3.4,5.6.7.8,  203.0.113.7')).toBe('203.0.113.7');
  });

  it('a spoofed extra X-Forwarded-For entry does not change the rate-limit key', async () => {
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      expect((await t.login(PROXY, `${spoofed}, 203.0.113.20`)).statusCode).toBe(401);
    }
    const limited = await t.login(PROXY, '4.4.4.4, 203.0.113.20');
    expectErrorEnvelope(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another visitor behind the same proxy has a count of its own.
    expect((await t.login(PROXY, '203.0.113.21')).statusCode).toBe(401);
  });

  it('an IPv6 client is its /64: its addresses share one rate limit (the plugin key), the next /64 has its own', async () => {
    for (const [i, address] of ['2001:db8:7:8::1', '2001:db8:7:8::2', '2001:DB8:7:8:abcd::3'].entries()) {
      expect((await t.login(PROXY, address, `nobody-${i}@sparkle.ng`)).statusCode).toBe(401);
    }
    const limited = await t.login(PROXY, '2001:db8:7:8:ffff:ffff:ffff:ffff', 'nobody-4@sparkle.ng');
    expectErrorEnvelope(limited, 429);
    expect(limited.json().message).toMatch(/^Too many requests\./);
    expect((await t.login(PROXY, '2001:db8:7:9::1', 'nobody-5@sparkle.ng')).statusCode).toBe(401);
    // IPv4-mapped addresses are each their own client, as IPv4 addresses are.
    for (const [i, address] of [
      '::ffff:203.0.113.30',
      '::ffff:203.0.113.31',
      '::ffff:203.0.113.32',
      '::ffff:203.0.113.33',
    ].entries()) {
      expect((await t.login(PROXY, address, `mapped-${i}@sparkle.ng`)).statusCode).toBe(401);
    }
  });
});

describe('behind trusted proxy addresses (TRUST_PROXY=10.0.0.0/8)', () => {
  const t = useProxiedApp('10.0.0.0/8');

  it('believes X-Forwarded-For only from those addresses, and only as far as they go', async () => {
    expect(await t.addressSeen(PROXY, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await t.addressSeen(PROXY, '203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
    // A direct caller outside the range is the client, whatever it writes.
    expect(await t.addressSeen('198.51.100.9', '10.0.0.3')).toBe('198.51.100.9');
  });
});

describe('behind two proxies (TRUST_PROXY=2)', () => {
  const t = useProxiedApp('2');

  it('takes the address the first of them appended', async () => {
    expect(await t.addressSeen(PROXY, '1.2.3.4, 203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
  });
});
