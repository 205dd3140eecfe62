import { CREW_SESSION_ENDED, CREW_TOKEN_HEADER } from '@clean/shared/schemas';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../http/http-errors';
import type { CrewSessionRow } from '../repositories/crew-device-repository';
import { crewSessionOf } from '../services/crew-sign-in';

declare module 'fastify' {
  interface FastifyInstance {
    /** `onRequest` hook of the crew's routes: 401 unless the `crewToken` header holds a live device session. */
    authenticateCrew(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    crewSession: CrewSessionRow | null;
  }
}

/** Fastify lower-cases header names. */
const HEADER = CREW_TOKEN_HEADER.toLowerCase();

/** The signed-in device of a request that passed `authenticateCrew`. */
export function crewSessionFrom(request: FastifyRequest): CrewSessionRow {
  if (!request.crewSession) throw unauthorized(CREW_SESSION_ENDED);
  return request.crewSession;
}

/** A crew device's session (docs/PRODUCT.md, "The crew's day"), checked on every call: revoking works at once. */
export default fp(
  async (app) => {
    app.decorateRequest('crewSession', null);
    app.decorate('authenticateCrew', async (request: FastifyRequest) => {
      const token = request.headers[HEADER];
      if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw unauthorized(CREW_SESSION_ENDED);
      const session = await crewSessionOf({ crewDevices: app.repos.crewDevices, now: () => app.now() }, token);
      if (!session) throw unauthorized(CREW_SESSION_ENDED);
      request.crewSession = session;
    });
  },
  { name: 'crew-auth', dependencies: ['repositories'] },
);
