import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Customers, grouped from the appointments (issue 15), for admins. */
const customers: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};

export default customers;
