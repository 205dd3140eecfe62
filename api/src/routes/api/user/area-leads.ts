import { areaLeadRequest, areaLeadThanks, messageResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, rateLimited } from '../../../http/route-options';
import { addAreaLead } from '../../../services/area-leads';

/** 'Tell me when you do', for an area not served yet (docs/PRODUCT.md, "Areas and landmarks"). */
const areaLeads: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/area-leads',
    {
      config: rateLimited(app.config, 'publicWrite'),
      schema: {
        tags: ['user'],
        summary: "Ask to be told when the company cleans in an area it doesn't serve yet",
        description:
          'A name, an e-mail or a phone, and consent to be contacted about it (stored with the privacy ' +
          "notice's edition). 400 under `area` for an unknown area or one already served.",
        body: areaLeadRequest.strict(),
        response: { 201: messageResponse, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const area = await addAreaLead(app.deps, request.body, app.now());
      return reply.code(201).send({ success: true, message: areaLeadThanks(area.name) });
    },
  );
};

export default areaLeads;
