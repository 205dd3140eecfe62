import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { failoverCounters, memoryCounters, redisCounters, type CounterStore } from '../security/counters';
import { loginFailures, type LoginFailures } from '../security/login-failures';
import { counterRateLimitStore } from '../http/rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed logins per account and address, and the account's backoff (null when RATE_LIMIT_ENABLED is false). */
    loginFailures: LoginFailures | null;
    /** The counters behind the limits, for limits counted on more than one key (manage actions). */
    rateCounters: CounterStore;
  }
}

/**
 * @fastify/rate-limit (limits set per route, see http/route-options.ts) and the per-account login
 * failure count, both counted in Redis when the app has a client (shared by every replica), else in
 * this process's memory. The client address is `request.ip`: the connection's, or the one the trusted
 * proxies name (TRUST_PROXY), never one a client wrote itself. The plugin's own key counts an IPv6 client by its /64 (its
 * `ipv6Subnet` default); domain/client-key.ts applies the same rule to our other counts per address.
 */
export default fp(
  async (app) => {
    const { redis, config } = app;
    let counters: CounterStore = memoryCounters(config.rateLimit.memoryKeys);
    if (redis) {
      const failover = failoverCounters(redisCounters(redis, config.redis.keyPrefix), counters, app.log);
      // Shared again as soon as the client has reconnected, not at the next timed try.
      redis.on('ready', () => failover.primaryReady());
      counters = failover;
    }
    await app.register(rateLimit, {
      global: false,
      store: counterRateLimitStore(counters),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please wait ${context.after} and try again.`,
      }),
    });
    app.decorate('rateCounters', counters);
    app.decorate<LoginFailures | null>(
      'loginFailures',
      config.rateLimit.enabled
        ? loginFailures(counters, {
            limit: config.rateLimit.loginFailures,
            windowMs: config.rateLimit.loginFailureWindowMs,
            maxBackoffMs: config.rateLimit.loginBackoffMaxMs,
          })
        : null,
    );
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);
