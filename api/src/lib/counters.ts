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
  reset(key: string): Promise<void>;
}

const ZERO: Count = { current: 0, ttlMs: 0 };

/**
 * Counters in this process's memory. At most `maxKeys` keys are kept: the least recently hit go first,
 * so a flood of distinct keys (addresses, e-mails) cannot grow the process without bound.
 */
export function memoryCounters(maxKeys = 50_000): CounterStore {
  const entries = new Map<string, { current: number; endsAt: number }>();
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && entry.endsAt > now) return entry;
    if (entry) entries.delete(key);
    return undefined;
  };
  return {
    async increment(key, windowMs) {
      const now = Date.now();
      const entry = live(key, now) ?? { current: 0, endsAt: now + windowMs };
      entry.current += 1;
      // Re-inserting moves the key to the end: the first key of the map is the least recently hit.
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
      return { current: entry.current, ttlMs: entry.endsAt - now };
    },
    async read(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? { current: entry.current, ttlMs: entry.endsAt - now } : ZERO;
    },
    async reset(key) {
      entries.delete(key);
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
    async read(key) {
      const [current, ttlMs] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return current === null || ttlMs <= 0 ? ZERO : { current: Number(current), ttlMs };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** After a failed call, how long Redis is left alone before the next try. */
const RETRY_AFTER_MS = 2000;

/**
 * Redis counters that fall back to this process's memory while Redis cannot be reached. A Redis outage
 * must not take bookings and logins down with it (failing closed would), nor switch every limit off
 * (failing open would): each process keeps counting on its own, as a single process always did, and
 * one log line says so when it starts and when Redis is back.
 */
export function failoverCounters(
  primary: CounterStore,
  fallback: CounterStore,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
): CounterStore {
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
    reset: (key) => withStore((store) => store.reset(key)),
  };
}
