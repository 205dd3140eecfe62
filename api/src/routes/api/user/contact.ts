import { contactRequest, contactResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, rateLimited } from '../../../http/route-options';
import { sendContactMessage } from '../../../services/contact-form';

/** The contact form of the public site (stored, and the admins alerted). */
const contact: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimited(app.config, 'publicWrite');

  app.post(
    '/contact-us',
    {
      config: limit,
      schema: {
        tags: ['user'],
        summary: 'Send a message to the company (stored)',
        body: contactRequest.strict(),
        response: { 201: contactResponse, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      await sendContactMessage(app.deps, request.body, app.now());
      return reply.code(201).send({
        success: true,
        message: 'Thank you for contacting us. We will get back to you shortly.',
      });
    },
  );
};

export default contact;
