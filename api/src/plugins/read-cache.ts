import fp from 'fastify-plugin';
import { createLocalChangeFeed, startPostgresChangeFeed, type ChangeFeed, type ReadCaches } from '../cache/change-feed';
import { createReadCache } from '../cache/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Ready-to-send answers of the hot reads: `catalogue` (products, product) and `availability` (per
     * Lagos hour and location). The repositories drop them on every write that changes them, in every
     * API process sharing the database.
     */
    caches: ReadCaches;
    /** Where the services report their committed writes, so every process drops the answers they change. */
    changeFeed: ChangeFeed;
  }
}

/**
 * The read caches and the change feed that keeps them true: on PGlite this process owns the database
 * and sees every write; on PostgreSQL other processes write too, and their notifications arrive here.
 */
export default fp(
  async (app) => {
    const { database } = app;
    const enabled = app.config.readCache;
    const caches: ReadCaches = {
      catalogue: createReadCache({ enabled }),
      availability: createReadCache({ enabled }),
    };
    const feed: ChangeFeed =
      database.kind === 'pglite'
        ? createLocalChangeFeed(caches)
        : await startPostgresChangeFeed({ pool: database.pool, caches, listen: enabled, log: app.log });
    app.addHook('onClose', () => feed.close());
    app.decorate('caches', caches);
    app.decorate('changeFeed', feed);
  },
  { name: 'read-cache', dependencies: ['database'] },
);
