import { errorResponse } from '@clean/shared/schemas';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { clientKey } from '../domain/client-key';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/** Response schemas of the error answers a route can give (also documents them in OpenAPI). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<S, typeof errorResponse>;
}

/**
 * Answers HEAD at `url` with 405 and `Allow: GET`, for a download whose GET does costly work it records
 * (an export): Fastify's automatic HEAD route would run it all and record a download nobody received.
 * The GET route sets `exposeHeadRoute: false`.
 */
export function refuseHead(app: Pick<FastifyInstance, 'head'>, url: string): void {
  app.head(url, { schema: { hide: true } }, async (_request, reply) => reply.code(405).header('allow', 'GET').send());
}

/** OpenAPI security requirement of admin routes. */
export const adminSecurity = [{ adminToken: [] }];

/** Route `config` for @fastify/rate-limit: per client (IP, an IPv6 one by its /64), per window; nothing when limits are off. */
export function rateLimited(config: AppConfig, kind: 'auth' | 'publicWrite' | 'lookup'): FastifyContextConfig {
  if (!config.rateLimit.enabled) return {};
  return { rateLimit: { max: config.rateLimit[kind], timeWindow: config.rateLimit.windowMs } };
}

/**
 * Route `config` for @fastify/rate-limit counted per signed-in admin (whatever the address), for admin
 * routes whose `authenticate` hook runs before the limit's; per client address otherwise.
 */
export function rateLimitedPerAdmin(config: AppConfig, kind: 'auth' | 'publicWrite' | 'lookup'): FastifyContextConfig {
  if (!config.rateLimit.enabled) return {};
  return {
    rateLimit: {
      max: config.rateLimit[kind],
      timeWindow: config.rateLimit.windowMs,
      keyGenerator: (request: FastifyRequest) =>
        request.session ? `admin:${request.session.admin.id}` : `ip:${clientKey(request.ip)}`,
    },
  };
}

/** Sends JSON that is already serialized (a cached answer) as is. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
