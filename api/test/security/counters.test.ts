import { failoverCounters, memoryCounters, type CounterStore } from '../../src/security/counters';
import { loginFailures, tooManyFailuresMessage, waitText } from '../../src/security/login-failures';

describe('counters in memory', () => {
  let now = 1_000_000;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('count hits in a window that starts at the first hit, then start again', async () => {
    const counters = memoryCounters();
    expect(await counters.increment('a', 1000)).toEqual({ current: 1, ttlMs: 1000 });
    now += 400;
    expect(await counters.increment('a', 1000)).toEqual({ current: 2, ttlMs: 600 });
    expect(await counters.read('a')).toEqual({ current: 2, ttlMs: 600 });
    expect(await counters.read('b')).toEqual({ current: 0, ttlMs: 0 });
    now += 600;
    expect(await counters.read('a')).toEqual({ current: 0, ttlMs: 0 });
    expect(await counters.increment('a', 1000)).toEqual({ current: 1, ttlMs: 1000 });
    await counters.reset('a');
    expect(await counters.read('a')).toEqual({ current: 0, ttlMs: 0 });
  });

  it('keep at most maxKeys keys: keys hit once go first, the least recently hit of them first', async () => {
    const counters = memoryCounters(3);
    await counters.increment('hot', 1000);
    await counters.increment('hot', 1000);
    await counters.start('started', 1000);
    await counters.increment('a', 1000);
    await counters.increment('b', 1000);
    expect((await counters.read('a')).current).toBe(0);
    expect((await counters.read('b')).current).toBe(1);
    // With nothing hit once left but the new key, the least recently hit of the others goes.
    await counters.increment('b', 1000);
    await counters.increment('c', 1000);
    expect((await counters.read('hot')).current).toBe(0);
    expect((await counters.read('started')).current).toBe(1);
    expect((await counters.read('b')).current).toBe(2);
    expect((await counters.read('c')).current).toBe(1);
  });

  it('keep counts hit twice and started windows through 100,000 junk keys', async () => {
    const counters = memoryCounters(50_000);
    await counters.increment('login-account-failures:x', 60_000);
    await counters.increment('login-account-failures:x', 60_000);
    await counters.start('login-backoff:x', 60_000);
    for (let i = 0; i < 100_000; i += 1) await counters.increment(`rate:junk-${i}`, 60_000);
    expect((await counters.read('login-account-failures:x')).current).toBe(2);
    expect((await counters.read('login-backoff:x')).current).toBe(1);
    expect((await counters.read('rate:junk-0')).current).toBe(0);
    expect((await counters.read('rate:junk-99999')).current).toBe(1);
  });

  it('start a new window with one hit, whatever was counted', async () => {
    const counters = memoryCounters();
    await counters.increment('k', 1000);
    await counters.increment('k', 1000);
    await counters.start('k', 5000);
    expect(await counters.read('k')).toEqual({ current: 1, ttlMs: 5000 });
  });
});

describe('failover counters', () => {
  const broken: CounterStore = {
    increment: () => Promise.reject(new Error('Connection is closed.')),
    read: () => Promise.reject(new Error('Connection is closed.')),
    start: () => Promise.reject(new Error('Connection is closed.')),
    reset: () => Promise.reject(new Error('Connection is closed.')),
  };

  it('count in memory while the primary store fails, and log that once', async () => {
    const log = { error: jest.fn(), info: jest.fn() };
    const counters = failoverCounters(broken, memoryCounters(), log);
    for (let i = 1; i <= 3; i += 1) expect((await counters.increment('k', 60_000)).current).toBe(i);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[1]).toMatch(/^Redis is unreachable: .* counted in this process's memory/);
  });

  it('go back to the primary store when it answers again, and log that', async () => {
    let up = false;
    const primary = memoryCounters();
    const flaky: CounterStore = {
      increment: (key, windowMs) => (up ? primary.increment(key, windowMs) : broken.increment(key, windowMs)),
      read: (key) => (up ? primary.read(key) : broken.read(key)),
      start: (key, windowMs) => (up ? primary.start(key, windowMs) : broken.start(key, windowMs)),
      reset: (key) => (up ? primary.reset(key) : broken.reset(key)),
    };
    const log = { error: jest.fn(), info: jest.fn() };
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const counters = failoverCounters(flaky, memoryCounters(), log);
    await counters.increment('k', 60_000);
    up = true;
    now += 5000;
    expect((await counters.increment('k', 60_000)).current).toBe(1);
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/^Redis is reachable again/));
    jest.restoreAllMocks();
  });

  it('go back to the primary store at once when it says it is ready, not at the next timed try', async () => {
    let up = false;
    const primary = memoryCounters();
    const flaky: CounterStore = {
      ...broken,
      increment: (key, windowMs) => (up ? primary.increment(key, windowMs) : broken.increment(key, windowMs)),
    };
    const counters = failoverCounters(flaky, memoryCounters(), { error: jest.fn(), info: jest.fn() });
    await counters.increment('k', 60_000);
    await counters.increment('k', 60_000);
    up = true;
    await primary.increment('k', 60_000);
    counters.primaryReady();
    // The primary's count (another process's hit), not this process's two in memory.
    expect((await counters.increment('k', 60_000)).current).toBe(2);
  });
});

describe('login failures', () => {
  const rules = { limit: 2, windowMs: 15 * 60_000, maxBackoffMs: 4000 };

  it('let LOGIN_FAILURES_PER_ACCOUNT attempts through per address, then say how long to wait', async () => {
    const failures = loginFailures(memoryCounters(), rules);
    expect(await failures.attempt('Ada@Sparkle.ng', '10.0.0.1', false)).toBeNull();
    expect(await failures.attempt('ada@sparkle.ng ', '10.0.0.1', false)).toBeNull();
    expect(await failures.attempt('ada@sparkle.ng', '10.0.0.1', false)).toEqual({ retryAfterMs: expect.any(Number) });
    // Another address is counted apart, and a success clears this one.
    expect(await failures.attempt('ada@sparkle.ng', '10.0.0.2', false)).toBeNull();
    await failures.succeeded('ADA@sparkle.ng', '10.0.0.1');
    expect(await failures.attempt('ada@sparkle.ng', '10.0.0.1', false)).toBeNull();
  });

  it('past the limit, double the account backoff with each failure up to its maximum; known devices skip it', async () => {
    const failures = loginFailures(memoryCounters(), rules);
    const waits: (number | null)[] = [];
    for (let i = 0; i < 6; i += 1) {
      await failures.failed('ada@sparkle.ng');
      const wait = await failures.attempt('ada@sparkle.ng', `10.1.0.${i}`, false);
      waits.push(wait && Math.ceil(wait.retryAfterMs / 1000));
    }
    // Each attempt refused by the backoff counts too: 3 failures past the limit, then 2 more.
    expect(waits).toEqual([null, null, 2, 4, 4, 4]);
    expect(await failures.attempt('ada@sparkle.ng', '10.1.1.1', true)).toBeNull();
    expect(await failures.attempt('bola@sparkle.ng', '10.1.1.1', false)).toBeNull();
  });

  it('past the limit, let one attempt at a time through once the wait is over', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const failures = loginFailures(memoryCounters(), rules);
    for (let i = 0; i < 3; i += 1) await failures.failed('ada@sparkle.ng');
    now += await failures.waitMs('ada@sparkle.ng');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => failures.attempt('ada@sparkle.ng', `10.2.0.${i}`, false)),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it('word the wait in seconds or whole minutes, rounded up', () => {
    expect(waitText(800)).toBe('1 second');
    expect(waitText(40_000)).toBe('40 seconds');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(14 * 60_000 + 1)).toBe('15 minutes');
    expect(tooManyFailuresMessage(15 * 60_000)).toBe(
      'Too many failed logins for this account. Please wait 15 minutes and try again.',
    );
  });
});
