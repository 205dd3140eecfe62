import { notificationsResponse, notificationsSeenResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { markNotificationsSeen, notificationsOf } from '../../../services/admin-accounts';

const TAGS = ['notifications'];

const COUNTED =
  'Counted since this admin last looked (every one before their first look): bookings made (not ' +
  'deleted), payments flagged for attention and still open (by payment time), contact messages not ' +
  'handled. `items`: the newest of them, newest first. Each admin has their own.';

/** The notification badge (docs/PRODUCT.md, Admin console), for admins. */
const notifications: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/notifications',
    {
      schema: {
        tags: TAGS,
        summary: 'What arrived since this admin last looked',
        description: COUNTED,
        security: adminSecurity,
        response: { 200: notificationsResponse, ...errorResponses(401) },
      },
    },
    async (request) => notificationsOf(app.deps, sessionOf(request).admin.notificationsSeenAt),
  );

  app.post(
    '/notifications/seen',
    {
      schema: {
        tags: TAGS,
        summary: 'This admin looked now: the counts start again',
        description: `Sets this admin’s seen time to now and answers the (now empty) badge. ${COUNTED}`,
        security: adminSecurity,
        response: { 200: notificationsSeenResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { admin } = sessionOf(request);
      const now = app.now();
      return markNotificationsSeen(app.deps, admin.id, now);
    },
  );
};

export default notifications;
