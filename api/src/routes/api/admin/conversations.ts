import { conversationResponse, conversationsQuery, conversationsResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { listConversations, openConversation } from '../../../services/conversations';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

/** A conversation's key: the customer's phone in E.164 (its + encoded in the URL as %2B). */
export const conversationParams = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, 'A phone number in international form, such as +2348031234567'),
});

const TAGS = ['conversations'];

/**
 * Customers' WhatsApp and SMS messages beside ours (docs/PRODUCT.md, "Messages on WhatsApp and SMS"),
 * for admins. Answers go through POST /conversations/{phone}/replies, written beside this file.
 */
const conversations: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/conversations',
    {
      schema: {
        tags: TAGS,
        summary: 'One page of conversations with customers’ phones, latest first',
        description:
          'One row per phone that wrote to us, the one with the latest message (theirs or ours) first. ' +
          '`unread` counts their messages no admin has opened; `windowOpenUntil` is until when a free-text ' +
          'WhatsApp answer can go (24 hours after their last WhatsApp message), null once closed. `total` ' +
          'counts the conversations, the top-level `unread` those with unread messages.',
        security: adminSecurity,
        querystring: conversationsQuery,
        response: { 200: conversationsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const found = await listConversations(app.deps, page, pageSize, app.now());
      return { success: true as const, ...found, page, pageSize };
    },
  );

  app.get(
    '/conversations/:phone',
    {
      schema: {
        tags: TAGS,
        summary: 'The whole conversation with one phone, oldest first; marks it read',
        description:
          'Their messages and ours on WhatsApp and SMS to that phone, oldest first; ours carry the ' +
          'delivery as reported and the admin who wrote them. 404 for a phone that never wrote to us.',
        security: adminSecurity,
        params: conversationParams,
        response: { 200: conversationResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const found = await openConversation(app.deps, request.params.phone, app.now());
      if (!found) throw notFound(CONVERSATION_NOT_FOUND);
      return { success: true as const, ...found };
    },
  );
};

export default conversations;
