import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { describeRedis } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one Redis client (REDIS_URL), or null without one. Closed with the app. */
    redis: Redis | null;
  }
}

/** How long the start waits for Redis before going on without it (counters then start in memory). */
const READY_TIMEOUT_MS = 3000;

/**
 * One Redis client per process when REDIS_URL is set. Calls fail fast while it is disconnected
 * (no offline queue, one retry, a command timeout), so a Redis outage never holds requests; it
 * reconnects on its own.
 */
export default fp(
  async (app) => {
    const { url } = app.config.redis;
    if (!url) {
      app.decorate<Redis | null>('redis', null);
      return;
    }
    const redis = new Redis(url, {
      connectionName: 'clean-api',
      connectTimeout: 2000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    // Without a listener an 'error' event would be reported on the console at every reconnect
    // attempt; the counters log the outage once (security/counters.ts).
    let reported = false;
    redis.on('error', (error) => {
      if (reported) return;
      reported = true;
      app.log.warn({ err: error, redis: describeRedis(app.config) }, 'Redis connection failed; reconnecting');
    });
    redis.on('ready', () => {
      if (reported) app.log.info({ redis: describeRedis(app.config) }, 'Redis connection restored');
      reported = false;
    });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        app.log.error(
          { redis: describeRedis(app.config) },
          'Redis is not reachable at start; counting in memory until it is',
        );
        resolve();
      }, READY_TIMEOUT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    app.decorate<Redis | null>('redis', redis);
    app.addHook('onClose', async () => {
      if (redis.status !== 'ready') {
        // Connecting or waiting to reconnect: stops the attempts (and their timers) at once.
        redis.disconnect();
        return;
      }
      const ended = new Promise((resolve) => redis.once('end', resolve));
      try {
        // QUIT lets the commands in flight finish first.
        await redis.quit();
      } catch {
        redis.disconnect();
      }
      await ended;
    });
  },
  { name: 'redis' },
);
