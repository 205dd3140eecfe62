import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETRY_AFTER_S } from '../../plugins/errors';

export const healthResponse = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unavailable']),
  message: z.string().optional(),
});

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      try {
        await app.database.db.execute(sql`SELECT 1`);
        return { success: true, status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).header('retry-after', String(RETRY_AFTER_S)).send({
          success: false,
          status: 'error',
          database: 'unavailable',
          message: 'The database is not reachable.',
        });
      }
    },
  );
};

export default health;
