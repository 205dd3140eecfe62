import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../services/prepare-database';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  /** An already open database (tests); the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
}

/** Opens PGlite or PostgreSQL, applies the committed migrations, seeds a first start. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const { database: config } = app.config;
    const handle =
      options.database ??
      (await openDatabase({
        url: config.url,
        pgliteDir: config.pgliteDir,
        poolSize: config.poolSize,
        poolWaitMs: config.poolWaitMs,
        onPoolError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
      }));
    try {
      const { seeded } = await prepareDatabase(handle, { seed: config.seed, availability: app.config.availability });
      app.log.info({ database: handle.description, seeded: seeded?.products ?? 0 }, 'database ready');
    } catch (error) {
      if (!options.database) await handle.close();
      throw error;
    }
    app.decorate<DatabaseHandle>('database', handle);
    if (!options.database) app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
