import { id } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photoLinkValid, PHOTO_LINK_SECONDS } from '../../domain/photo-link';
import { forbidden, notFound } from '../../http/http-errors';
import { errorResponses } from '../../http/route-options';
import { readJobPhoto } from '../../services/job-photos';

const LINK_REFUSED = 'This photo link has expired. Open the page again.';

/**
 * `/api/photos/{id}`: a job's photo, through the signed address the office's and the crew's answers
 * carry (domain/photo-link.ts); no session header, so an <img> can show it.
 */
const photos: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/photos/:id',
    {
      schema: {
        tags: ['crew-day'],
        summary: "A photo of a job's finished work, by its signed address",
        params: z.object({ id }),
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
        response: { 200: z.instanceof(Buffer).describe('The image (its own type)'), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id: photoId } = request.params;
      const { expires, signature } = request.query;
      if (!photoLinkValid(app.config.manageLinkSecret, photoId, expires, signature, app.now())) {
        throw forbidden(LINK_REFUSED);
      }
      const photo = await readJobPhoto({ crewJobs: app.repos.crewJobs, files: app.files }, photoId);
      if (!photo) throw notFound('Photo not found.');
      return reply
        .header('Content-Type', photo.row.contentType)
        .header('Cache-Control', `private, max-age=${PHOTO_LINK_SECONDS}`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(photo.bytes);
    },
  );
};

export default photos;
