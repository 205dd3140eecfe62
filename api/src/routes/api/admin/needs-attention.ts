import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Flagged payments: list, rebook, refund (issue 15), for admins. */
const needsAttention: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
};

export default needsAttention;
