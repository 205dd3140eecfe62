import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePlugin } from '../../../http/route-plugin';
import appointments from './appointments';
import areaLeads from './area-leads';
import contact from './contact';
import dataRequests from './data-requests';
import manage from './manage';
import { manageLimit } from './manage-link';
import planPrice from './plan-price';
import plans from './plans';
import receipt from './receipt';

/**
 * Calls of the public site, one file per resource: contact form, booking and payment, a booking from its
 * manage link, its plan, its receipt, data requests. Rate limited per client.
 */
const user: FastifyPluginAsyncZod = async (app) => {
  const manageLink = { manageLimit: manageLimit(app) };
  await app.register(routePlugin('user-dataRequests', dataRequests));
  await app.register(routePlugin('user-contact', contact));
  await app.register(routePlugin('user-appointments', appointments));
  await app.register(routePlugin('user-areaLeads', areaLeads));
  await app.register(routePlugin('user-manage', manage), manageLink);
  await app.register(routePlugin('user-plans', plans), manageLink);
  await app.register(routePlugin('user-planPrice', planPrice), manageLink);
  await app.register(routePlugin('user-receipt', receipt));
};

export default user;
