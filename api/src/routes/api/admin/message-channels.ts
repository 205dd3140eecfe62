import { messageChannelSettings, messageChannelSettingsResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { messageChannelOrders, updateMessageChannelOrders } from '../../../services/message-channels';

const TAGS = ['message-channels'];

/** The order of channels per kind of customer message (docs/PRODUCT.md, "Messages on WhatsApp and SMS"). */
const messageChannels: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const configured = () => [...app.repos.outbox.configuredChannels];

  app.get(
    '/settings/message-channels',
    {
      schema: {
        tags: TAGS,
        summary: 'The channels of each kind of customer message, in order',
        description: '`configured` lists the channels with a provider set up; the others are skipped.',
        security: adminSecurity,
        response: { 200: messageChannelSettingsResponse, ...errorResponses(401) },
      },
    },
    async () => ({ success: true as const, ...(await messageChannelOrders(app.deps)), configured: configured() }),
  );

  app.put(
    '/settings/message-channels',
    {
      schema: {
        tags: TAGS,
        summary: 'Change the channels of kinds of customer messages',
        description:
          'Each listed kind gets its order (at least one channel, each once); kinds not listed keep theirs. ' +
          'A kind listed twice is refused. Recorded in the audit trail.',
        security: adminSecurity,
        body: messageChannelSettings.strict(),
        response: { 200: messageChannelSettingsResponse, ...errorResponses(400, 401, 413) },
      },
    },
    async (request) => {
      const settings = await updateMessageChannelOrders(app.deps, request.body, sessionOf(request).admin, app.now());
      return { success: true as const, message: 'Message channels saved.', ...settings, configured: configured() };
    },
  );
};

export default messageChannels;
