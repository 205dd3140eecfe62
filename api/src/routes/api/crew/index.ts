import {
  CREW_LINK_REFUSED,
  crewDayResponse,
  crewSignInRequest,
  crewSignInResponse,
  idParams,
  JOB_PHOTO_LIMITS,
  jobEventRequest,
  jobEventResponse,
  jobPhotoParams,
  jobPhotoResponse,
  messageResponse,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, badRequest, conflict, notFound, unauthorized } from '../../../http/http-errors';
import { errorResponses, rateLimited } from '../../../http/route-options';
import { crewSessionFrom } from '../../../plugins/crew-auth';
import { crewDay, recordJobStep, stepMessage } from '../../../services/crew-day';
import { signInCrew } from '../../../services/crew-sign-in';
import { isPhotoType, uploadJobPhoto } from '../../../services/job-photos';

const TAGS = ['crew-day'];
const crewSecurity = [{ crewToken: [] }];
const JOB_NOT_FOUND = 'This job is not one of your crew’s.';

/** `/api/crew/...`: the crew's phone (docs/PRODUCT.md, "The crew's day"). */
const crew: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    ...app.deps,
    linkSecret: app.config.manageLinkSecret,
    files: app.files,
    now: () => app.now(),
  });

  app.post(
    '/sign-in',
    {
      config: rateLimited(app.config, 'auth'),
      schema: {
        tags: TAGS,
        summary: 'Sign this device in with the token of a sign-in link',
        description: `A link signs in one device, once, within 24 hours: 401 '${CREW_LINK_REFUSED}' otherwise.`,
        body: crewSignInRequest,
        response: { 200: crewSignInResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const signedIn = await signInCrew(deps(), request.body.token);
      if (!signedIn) throw unauthorized(CREW_LINK_REFUSED);
      const { session } = signedIn;
      return {
        success: true as const,
        token: signedIn.token,
        expiresAt: signedIn.expiresAt.toISOString(),
        identity: { crew: session.crew.name, location: session.crew.location, member: session.device.memberName },
      };
    },
  );

  // Everything else needs the device's session.
  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', app.authenticateCrew);
    // The photos: the image's own bytes, one type of JOB_PHOTO_LIMITS.types each.
    signedIn.addContentTypeParser(
      [...JOB_PHOTO_LIMITS.types],
      { parseAs: 'buffer', bodyLimit: JOB_PHOTO_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    );

    signedIn.post(
      '/sign-out',
      {
        schema: {
          tags: TAGS,
          summary: 'Sign this device out',
          security: crewSecurity,
          response: { 200: messageResponse, ...errorResponses(401) },
        },
      },
      async (request) => {
        await app.repos.crewDevices.endSession(crewSessionFrom(request).device.id, app.now());
        return { success: true, message: 'Signed out.' };
      },
    );

    signedIn.get(
      '/day',
      {
        schema: {
          tags: TAGS,
          summary: "The crew's jobs of today (Lagos) in order, then tomorrow's, with their steps",
          security: crewSecurity,
          response: { 200: crewDayResponse, ...errorResponses(401) },
        },
      },
      async (request) => {
        const session = crewSessionFrom(request);
        const day = await crewDay(deps(), session);
        return {
          success: true as const,
          identity: { crew: session.crew.name, location: session.crew.location, member: session.device.memberName },
          today: day.today,
          serverTime: app.now().toISOString(),
          jobs: day.jobs,
        };
      },
    );

    signedIn.post(
      '/jobs/:id/events',
      {
        schema: {
          tags: TAGS,
          summary: 'Record a step of a job: on my way, started, done, could not work',
          description:
            'Sent again with the same `key`, a step is recorded once (`recorded: false`). 409 when the job ' +
            'is already done or could not be worked, or is on a later day; 400 under `at` for a time ' +
            'ahead of the clock or more than 7 days ago.',
          security: crewSecurity,
          params: idParams,
          body: jobEventRequest,
          response: { 200: jobEventResponse, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const result = await recordJobStep(deps(), crewSessionFrom(request), request.params.id, request.body);
        switch (result.outcome) {
          case 'not-found':
            throw notFound(JOB_NOT_FOUND);
          case 'refused':
            if (result.field)
              throw new HttpError(400, result.message, [{ field: result.field, message: result.message }]);
            throw conflict(result.message);
          case 'recorded':
          case 'repeated':
            return {
              success: true,
              message: result.outcome === 'recorded' ? stepMessage(request.body.kind) : 'Already recorded.',
              job: result.job,
              recorded: result.outcome === 'recorded',
            };
        }
      },
    );

    signedIn.put(
      '/jobs/:id/photos/:photoId',
      {
        schema: {
          tags: TAGS,
          summary: 'Upload a photo of the finished work (the image itself as the body)',
          description:
            `JPEG, PNG or WebP, at most 3 MB, at most ${JOB_PHOTO_LIMITS.perJob} a job. The same ` +
            '`photoId` sent again is stored once (an interrupted upload is sent again whole).',
          security: crewSecurity,
          params: jobPhotoParams,
          body: z.instanceof(Buffer),
          response: { 200: jobPhotoResponse, ...errorResponses(400, 401, 404, 409, 413, 415) },
        },
      },
      async (request) => {
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
        if (!isPhotoType(type)) throw new HttpError(415, 'Send a JPEG, PNG or WebP image.');
        const result = await uploadJobPhoto(
          deps(),
          crewSessionFrom(request),
          request.params.id,
          request.params.photoId,
          type,
          request.body,
        );
        switch (result.outcome) {
          case 'not-found':
            throw notFound(JOB_NOT_FOUND);
          case 'invalid':
            throw badRequest(result.message);
          case 'refused':
            throw conflict(result.message);
          case 'stored':
            return { success: true as const, photo: result.photo };
        }
      },
    );
  });
};

export default crew;
