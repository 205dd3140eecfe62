import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A count of hits in a fixed window that starts at the first hit. */
export interface Count {
  current: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  ttlMs: number;
}

/** Counters of rate limits and login failures: in this process's memory, or in Redis for every process. */
export interface CounterStore {
  /** Adds one to `key`; a new window of `windowMs` starts with the first hit. */
  increment(key: string, windowMs: number): Promise<Count>;
  /** The count of `key` without adding to it (zero when its window is over). */
  read(key: string): Promise<Count>;
  /** Starts a new window of `windowMs` for `key` with one hit, whatever it counted: in one step. */
  start(key: string, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

const ZERO: Count = { current: 0, ttlMs: 0 };

interface Entry {
  current: number;
  endsAt: number;
}

/** The least recently hit key of `segment` other than `kept`. */
function oldestBut(segment: Map<string, Entry>, kept: string): string | undefined {
  for (const key of segment.keys()) if (key !== kept) return key;
  return undefined;
}

/**
 * Counters in this process's memory, at most `maxKeys` of them, so a flood of distinct keys (addresses,
 * e-mails) cannot grow the process without bound. Nor may such a flood flush the counts that matter (an
 * account's failed logins and backoff, an address at its limit), as plain least-recently-used eviction
 * would: 50,000 junk requests would push them out and reopen the door. So the keys live in two
 * segments, a segmented LRU (the scheme caches use to resist scans): a key hit once waits in probation;
 * its second hit, or a window started on purpose (`start`), moves it to the protected segment. When
 * full, the least recently hit key of probation goes first, and a protected key only when probation
 * holds nothing else. Junk hit once thus only ever pushes out other keys hit once, which are under
 * every limit anyway; to push out a protected key a flood must hit each of its keys twice, and even
 * then the keys hit most recently (those in use) go last. An expired key is dropped when next read.
 */
export function memoryCounters(maxKeys = 50_000): CounterStore {
  // Map order is recency: the first key of each map is its least recently hit.
  const probation = new Map<string, Entry>();
  const protectedKeys = new Map<string, Entry>();
  const forget = (key: string) => {
    probation.delete(key);
    protectedKeys.delete(key);
  };
  const live = (key: string, now: number): Entry | undefined => {
    const entry = protectedKeys.get(key) ?? probation.get(key);
    if (entry && entry.endsAt > now) return entry;
    if (entry) forget(key);
    return undefined;
  };
  /** Puts `key` last (most recent) in `segment`, then drops keys other than it while over the cap. */
  const store = (key: string, entry: Entry, segment: Map<string, Entry>) => {
    forget(key);
    segment.set(key, entry);
    while (probation.size + protectedKeys.size > maxKeys) {
      const junk = oldestBut(probation, key);
      const victim = junk ?? oldestBut(protectedKeys, key);
      if (victim === undefined) return;
      (junk === undefined ? protectedKeys : probation).delete(victim);
    }
  };
  return {
    async increment(key, windowMs) {
      const now = Date.now();
      const entry = live(key, now) ?? { current: 0, endsAt: now + windowMs };
      // A live key hit again (or started) is protected; a new one waits in probation.
      const segment = entry.current > 0 ? protectedKeys : probation;
      entry.current += 1;
      store(key, entry, segment);
      return { current: entry.current, ttlMs: entry.endsAt - now };
    },
    async start(key, windowMs) {
      store(key, { current: 1, endsAt: Date.now() + windowMs }, protectedKeys);
    },
    async read(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? { current: entry.current, ttlMs: entry.endsAt - now } : ZERO;
    },
    async reset(key) {
      forget(key);
    },
  };
}

// INCR and the window's expiry in one step, so every process sees the same count and window.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type IncrementCommand = (key: string, windowMs: number) => Promise<[number, number]>;

/** Counters in Redis under `prefix`, shared by every API process that uses the same Redis. */
export function redisCounters(redis: Redis, prefix: string): CounterStore {
  const scripted = redis as Redis & { cleanCounterIncrement?: IncrementCommand };
  if (!scripted.cleanCounterIncrement) {
    redis.defineCommand('cleanCounterIncrement', { numberOfKeys: 1, lua: INCREMENT });
  }
  const increment = (scripted.cleanCounterIncrement as IncrementCommand).bind(redis);
  return {
    async increment(key, windowMs) {
      const [current, ttlMs] = await increment(prefix + key, windowMs);
      return { current: Number(current), ttlMs: Number(ttlMs) };
    },
    async start(key, windowMs) {
      await redis.set(prefix + key, 1, 'PX', windowMs);
    },
    async read(key) {
      const [current, ttlMs] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return current === null || ttlMs <= 0 ? ZERO : { current: Number(current), ttlMs };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** After a failed call, how long Redis is left alone before the next try (unless it says it is back). */
const RETRY_AFTER_MS = 2000;

/** Counters that count in memory while their primary store is down. */
export interface FailoverCounters extends CounterStore {
  /** The primary store says it is back (Redis's `ready`): the next call tries it at once. */
  primaryReady(): void;
}

/**
 * Redis counters that fall back to this process's memory while Redis cannot be reached. A Redis outage
 * must not take bookings and logins down with it (failing closed would), nor switch every limit off
 * (failing open would): each process keeps counting on its own, as a single process always did, and
 * one log line says so when it starts and when Redis is back. Counts made in memory meanwhile stay
 * there: back on Redis, a window goes on from what Redis kept (nothing, after a restart without
 * persistence), so nobody is refused for counts another store made.
 */
export function failoverCounters(
  primary: CounterStore,
  fallback: CounterStore,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
): FailoverCounters {
  let down = false;
  let retryAt = 0;
  const withStore = async <T>(call: (store: CounterStore) => Promise<T>): Promise<T> => {
    if (down && Date.now() < retryAt) return call(fallback);
    try {
      const result = await call(primary);
      if (down) {
        down = false;
        log.info('Redis is reachable again: rate limits are shared by every API process again');
      }
      return result;
    } catch (error) {
      if (!down) {
        log.error(
          { err: error },
          "Redis is unreachable: rate limits and login failures are counted in this process's memory until it is back",
        );
      }
      down = true;
      retryAt = Date.now() + RETRY_AFTER_MS;
      return call(fallback);
    }
  };
  return {
    increment: (key, windowMs) => withStore((store) => store.increment(key, windowMs)),
    read: (key) => withStore((store) => store.read(key)),
    start: (key, windowMs) => withStore((store) => store.start(key, windowMs)),
    reset: (key) => withStore((store) => store.reset(key)),
    primaryReady() {
      retryAt = 0;
    },
  };
}
