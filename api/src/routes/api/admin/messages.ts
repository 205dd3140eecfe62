import { idParams, messageDetailsResponse, messagesQuery, messagesResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { toContactMessage } from '../../../services/admin-answers';

export const MESSAGE_NOT_FOUND = 'Message not found.';
export const MESSAGE_HANDLED = 'Message marked as handled.';

const TAGS = ['messages'];

/** The contact inbox (docs/PRODUCT.md, Admin console), for admins. */
const messages: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/messages',
    {
      schema: {
        tags: TAGS,
        summary: 'One page of the contact form’s messages, unread first, then newest first',
        description:
          '`page` (from 1, default 1) of `pageSize` (1 to 100, default 20) messages: those not handled yet ' +
          'first, each group newest first. `total` counts every message, `unread` every one not handled.',
        security: adminSecurity,
        querystring: messagesQuery,
        response: { 200: messagesResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const found = await app.repos.contacts.page((page - 1) * pageSize, pageSize);
      return {
        success: true as const,
        messages: found.rows.map(toContactMessage),
        total: found.total,
        unread: found.unread,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/messages/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One contact message',
        security: adminSecurity,
        params: idParams,
        response: { 200: messageDetailsResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const row = await app.repos.contacts.findById(request.params.id);
      if (!row) throw notFound(MESSAGE_NOT_FOUND);
      return { success: true as const, contactMessage: toContactMessage(row) };
    },
  );

  app.post(
    '/messages/:id/handled',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark a contact message handled',
        description:
          'Records the time and the admin’s name. Idempotent: a message handled already keeps its first ' +
          'time and admin and answers the same. 404 for an unknown message.',
        security: adminSecurity,
        params: idParams,
        response: { 200: messageDetailsResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { admin } = sessionOf(request);
      const row = await app.repos.contacts.markHandled(request.params.id, admin.name, app.now());
      if (!row) throw notFound(MESSAGE_NOT_FOUND);
      return { success: true as const, message: MESSAGE_HANDLED, contactMessage: toContactMessage(row) };
    },
  );
};

export default messages;
