import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import admin from './admin';
import areas from './areas';
import health from './health';
import payments from './payments';
import messaging from './messaging';
import user from './user';
import crew from './crew';
import photos from './photos';
import { routePlugin } from '../../http/route-plugin';

const api: FastifyPluginAsyncZod = async (app) => {
  await app.register(routePlugin('health', health));
  await app.register(routePlugin('areas', areas));
  await app.register(routePlugin('user', user), { prefix: '/user' });
  await app.register(routePlugin('admin', admin), { prefix: '/admin' });
  await app.register(routePlugin('payments', payments), { prefix: '/payments' });
  await app.register(routePlugin('messaging', messaging), { prefix: '/messaging' });
  await app.register(routePlugin('crew', crew), { prefix: '/crew' });
  await app.register(routePlugin('photos', photos));
};

export default api;
