import { ADMIN_TOKEN_HEADER } from '@clean/shared/constants';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken } from '../security/ids';
import { unauthorized } from '../http/http-errors';
import type { AdminRow } from '../repositories/admin-repository';

export interface AdminSession {
  admin: AdminRow;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `onRequest` hook of every admin route: 401 unless the `adminToken` header holds a live session. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    session: AdminSession | null;
  }
}

/** Fastify lower-cases header names: `adminToken` arrives as `admintoken`. */
const HEADER = ADMIN_TOKEN_HEADER.toLowerCase();

/** The signed-in admin of a request that passed `authenticate`. */
export function sessionOf(request: FastifyRequest): AdminSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

export default fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = request.headers[HEADER];
      if (typeof token !== 'string' || token.length === 0) {
        throw unauthorized('Please log in to continue.');
      }
      if (token.length > 200) throw unauthorized();
      const tokenHash = hashToken(token);
      const admin = await app.repos.admins.findBySession(tokenHash, app.now());
      if (!admin) throw unauthorized();
      request.session = { admin, tokenHash };
    });
  },
  { name: 'auth', dependencies: ['repositories'] },
);
