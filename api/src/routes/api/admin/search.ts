import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The top bar search (issue 15), for admins. */
const search: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};

export default search;
