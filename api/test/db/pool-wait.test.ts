/**
 * Every connection of the pool busy for longer than DATABASE_POOL_WAIT_MS: the request answers 503
 * with a plain message and Retry-After (plugins/errors.ts), not a 500, and the next one is served
 * once a connection is free again.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { SETUP_TIMEOUT_MS, testConfig } from '../helpers/build-app';
import { describePostgres } from '../helpers/database';
import { createPostgresDatabase } from '../helpers/postgres-server';
import { postgresTemplate } from '../helpers/postgres-template';

describePostgres('a request that finds no free database connection', () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase({ template: await postgresTemplate() });
    app = await buildApp({
      config: testConfig({ DATABASE_URL: database.url, DATABASE_POOL_SIZE: '1', DATABASE_POOL_WAIT_MS: '300' }),
    });
    await app.ready();
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  }, SETUP_TIMEOUT_MS);

  it('answers 503 with Retry-After while the only connection is held, then 200 once it is free', async () => {
    if (!app || app.database.kind !== 'postgres') throw new Error('The app is built on PostgreSQL in beforeAll');
    const held = await app.database.pool.connect();
    try {
      const busy = await app.inject({ method: 'GET', url: '/api/admin/products' });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({
        success: false,
        message: 'We are very busy right now. Please try again in a moment.',
      });
    } finally {
      held.release();
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/products' })).statusCode).toBe(200);
  });
});
