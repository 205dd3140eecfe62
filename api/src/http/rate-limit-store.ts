import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from '../security/counters';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The part of a counter key that keeps each route's counts apart. */
function routeKey(options: RouteInfo): string {
  const method = options.routeInfo?.method;
  const url = options.routeInfo?.url;
  if (!method || !url) return 'rate:other:';
  return `rate:${Array.isArray(method) ? method.join(',') : method} ${url}:`;
}

/**
 * A @fastify/rate-limit store over our counters, so rate limits count where login failures do: in
 * Redis when REDIS_URL is set (shared by every replica), else in memory.
 */
export function counterRateLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: RouteInfo = {}) {
      this.prefix = routeKey(options);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.increment(this.prefix + key, timeWindow).then(
        (count) => callback(null, { current: count.current, ttl: count.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counters.read(this.prefix + key).then(
        (count) => callback(null, { current: count.current, ttl: count.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new CounterRateLimitStore(routeOptions as RouteInfo);
    }
  }
  return CounterRateLimitStore;
}
