import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The dashboard reports (issue 15), for admins. */
const reports: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};

export default reports;
