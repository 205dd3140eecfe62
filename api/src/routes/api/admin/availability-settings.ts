import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Availability rules and closed dates, edited by admins (issue 15), for admins. */
const availabilitySettings: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};

export default availabilitySettings;
