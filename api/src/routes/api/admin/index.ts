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

/** `/api/admin/...`: the spec puts the public catalogue and availability reads here too. */
const admin: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogue);
  await app.register(auth);
  await app.register(profile);
  await app.register(appointments);
  await app.register(appointmentsExport);
  await app.register(availabilitySettings);
  await app.register(needsAttention);
  await app.register(audit);
  await app.register(reports);
  await app.register(schedule);
  await app.register(customers);
  await app.register(messages);
  await app.register(search);
  await app.register(notifications);
  await app.register(accounts);
  await app.register(outbox);
  await app.register(dataRequests);
  await app.register(plans);
};

export default admin;
