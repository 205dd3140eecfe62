import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import appointments from './appointments';
import auth from './auth';
import catalogue from './catalogue';
import profile from './profile';

/** `/api/admin/...`: the spec puts the public catalogue and availability reads here too. */
const admin: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogue);
  await app.register(auth);
  await app.register(profile);
  await app.register(appointments);
};

export default admin;
