import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The notification badge (issue 15), for admins. */
const notifications: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};

export default notifications;
