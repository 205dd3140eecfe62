import {
  crewDeviceParams,
  crewDevicesResponse,
  crewSignInLinkRequest,
  crewSignInLinkResponse,
  idParams,
  messageResponse,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, conflict, notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { endCrewDevice, sendCrewSignInLink, toCrewDevice } from '../../../services/crew-sign-in';

const TAGS = ['crews'];
const NOT_FOUND = 'Crew not found.';

/** A crew's sign-in links and the devices they signed in (docs/PRODUCT.md, "The crew's day"). */
const crewDevices: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const deps = () => ({
    ...app.deps,
    smsDelivers: app.repos.outbox.configuredChannels.includes('sms'),
    siteUrl: app.config.mail.siteUrl,
    now: () => app.now(),
  });

  app.post(
    '/crews/:id/sign-in-links',
    {
      schema: {
        tags: TAGS,
        summary: 'Send a crew member a sign-in link for their phone',
        description:
          'By SMS when an SMS provider is configured, and by e-mail when the member has one; when neither ' +
          'can carry it, `link` is the link itself, for the office to pass on. Good once, for 24 hours.',
        security: adminSecurity,
        params: idParams,
        body: crewSignInLinkRequest,
        response: { 201: crewSignInLinkResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await sendCrewSignInLink(deps(), request.params.id, request.body.member, sessionOf(request).admin);
      switch (result.outcome) {
        case 'not-found':
          throw notFound(NOT_FOUND);
        case 'inactive':
          throw conflict('This crew is deactivated: activate it first.');
        case 'no-member':
          throw new HttpError(400, 'This crew has no such member.', [{ field: 'member', message: 'Choose a member' }]);
        case 'done':
          return reply.code(201).send({
            success: true,
            message: result.message,
            device: toCrewDevice(result.device, app.now()),
            link: result.link,
          });
      }
    },
  );

  app.get(
    '/crews/:id/devices',
    {
      schema: {
        tags: TAGS,
        summary: "A crew's devices: links sent, devices signed in, ended (the last 90 days)",
        security: adminSecurity,
        params: idParams,
        response: { 200: crewDevicesResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const crew = await app.repos.crews.find(request.params.id);
      if (!crew) throw notFound(NOT_FOUND);
      const now = app.now();
      const rows = await app.repos.crewDevices.listOf(crew.id, now);
      return { success: true as const, devices: rows.map((row) => toCrewDevice(row, now)) };
    },
  );

  app.delete(
    '/crews/:id/devices/:deviceId',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign a device out at once (or spend a link not opened yet)',
        security: adminSecurity,
        params: crewDeviceParams,
        response: { 200: messageResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { id, deviceId } = request.params;
      const row = await endCrewDevice(deps(), id, deviceId, sessionOf(request).admin);
      if (!row) throw notFound('No such device is signed in.');
      return { success: true, message: `Signed out ${row.memberName}'s device.` };
    },
  );
};

export default crewDevices;
