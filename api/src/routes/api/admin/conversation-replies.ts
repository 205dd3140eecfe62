import { conversationReplyRequest, conversationReplyResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { queueConversationReply } from '../../../services/conversation-replies';

/** An admin answers a customer's WhatsApp message from the console's inbox (docs/PRODUCT.md, "Messages on WhatsApp and SMS"). */
const conversationReplies: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/conversations/:phone/replies',
    {
      schema: {
        tags: ['message-channels'],
        summary: 'Answer a customer on WhatsApp (queued, sent by a job)',
        description:
          'Free text to the phone (E.164) of the conversation, signed with the admin’s name. 409 when the ' +
          'customer’s last WhatsApp message is older than 24 hours, or there is none (WhatsApp takes free ' +
          'text only inside that window), or WhatsApp is not set up.',
        security: adminSecurity,
        params: z.object({ phone: z.string().min(1).max(32) }),
        body: conversationReplyRequest.strict(),
        response: { 201: conversationReplyResponse, ...errorResponses(400, 401, 409, 413) },
      },
    },
    async (request, reply) => {
      const answer = await queueConversationReply(
        app.deps,
        request.params.phone,
        request.body.text,
        sessionOf(request).admin,
        app.now(),
      );
      return reply.code(201).send({ success: true, message: 'Your answer is on its way.', reply: answer });
    },
  );
};

export default conversationReplies;
