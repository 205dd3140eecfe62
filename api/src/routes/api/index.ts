import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import admin from './admin';
import health from './health';
import payments from './payments';
import user from './user';

const api: FastifyPluginAsyncZod = async (app) => {
  await app.register(health);
  await app.register(user, { prefix: '/user' });
  await app.register(admin, { prefix: '/admin' });
  await app.register(payments, { prefix: '/payments' });
};

export default api;
