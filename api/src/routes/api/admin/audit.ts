import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The audit trail (issue 15), for admins. */
const audit: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};

export default audit;
