import { areasQuery, areasResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCacheable } from '../../http/http-caching';
import { errorResponses } from '../../http/route-options';
import { toArea } from '../../services/areas';

/**
 * `GET /api/areas`: the areas the booking form and the city pages list (docs/PRODUCT.md, "Areas and
 * landmarks"). Kept with the availability answers, which every change of an area drops, and sent with
 * an `ETag` (the prerendered city pages carry it).
 */
const areas: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/areas',
    {
      schema: {
        tags: ['user'],
        summary: "A city's areas by name (every city's without `location`), served or not, with their surcharge",
        description:
          'Carries a strong `ETag` and `Cache-Control: no-cache`; a request with `If-None-Match` naming the ' +
          'current tag answers 304 with no body.',
        querystring: areasQuery,
        response: { 200: areasResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { location } = request.query;
      const answer = await app.caches.availability.answer(`areas|${location ?? '*'}`, async () =>
        areasResponse.parse({ areas: (await app.repos.areas.list(location)).map(toArea) }),
      );
      return sendCacheable(request, reply, answer);
    },
  );
};

export default areas;
