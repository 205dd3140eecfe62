import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The contact inbox (issue 15), for admins. */
const messages: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};

export default messages;
