import { auditQuery, auditResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSecurity, errorResponses } from '../../../http/route-options';

/** The audit trail (docs/PRODUCT.md, Admin console), for admins. */
const audit: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'Who did what, when: the recorded admin actions on a subject, newest first',
        description:
          '`subject` is appointment, product or availability; with `subjectId` (an appointment or product ' +
          'id) only its records, else every record of that kind. At most `limit` (1 to 200, default 50). ' +
          'The records of a deleted product or appointment stay readable by its id. Each names the admin ' +
          'as they were then (name and email), the action, the time and a sentence saying what changed.',
        security: adminSecurity,
        querystring: auditQuery,
        response: { 200: auditResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { subject, subjectId, limit } = request.query;
      const events = await app.repos.audit.list(subject, subjectId ?? null, limit);
      return { success: true as const, events };
    },
  );
};

export default audit;
