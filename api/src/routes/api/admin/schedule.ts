import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The schedule board (issue 15), for admins. */
const schedule: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};

export default schedule;
