import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accounts from './accounts';
import appointments from './appointments';
import appointmentsExport from './appointments-export';
import auth from './auth';
import catalogue from './catalogue';
import profile from './profile';
import availabilitySettings from './availability-settings';
import needsAttention from './needs-attention';
import audit from './audit';
import reports from './reports';
import schedule from './schedule';
import customers from './customers';
import messages from './messages';
import search from './search';
import notifications from './notifications';
import outbox from './outbox';
import dataRequests from './data-requests';
import plans from './plans';
import crews from './crews';
import areas from './areas';
import { routePlugin } from '../../../http/route-plugin';

/** `/api/admin/...`: the spec puts the public catalogue and availability reads here too. */
const admin: FastifyPluginAsyncZod = async (app) => {
  await app.register(routePlugin('admin-catalogue', catalogue));
  await app.register(routePlugin('admin-auth', auth));
  await app.register(routePlugin('admin-profile', profile));
  await app.register(routePlugin('admin-appointments', appointments));
  await app.register(routePlugin('admin-appointmentsExport', appointmentsExport));
  await app.register(routePlugin('admin-availabilitySettings', availabilitySettings));
  await app.register(routePlugin('admin-needsAttention', needsAttention));
  await app.register(routePlugin('admin-audit', audit));
  await app.register(routePlugin('admin-reports', reports));
  await app.register(routePlugin('admin-schedule', schedule));
  await app.register(routePlugin('admin-customers', customers));
  await app.register(routePlugin('admin-messages', messages));
  await app.register(routePlugin('admin-search', search));
  await app.register(routePlugin('admin-notifications', notifications));
  await app.register(routePlugin('admin-accounts', accounts));
  await app.register(routePlugin('admin-outbox', outbox));
  await app.register(routePlugin('admin-dataRequests', dataRequests));
  await app.register(routePlugin('admin-plans', plans));
  await app.register(routePlugin('admin-crews', crews));
  await app.register(routePlugin('admin-areas', areas));
};

export default admin;
