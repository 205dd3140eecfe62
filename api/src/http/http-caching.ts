import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from '../cache/read-cache';
import { sendJson } from './route-options';

/**
 * Catalogue and availability are the same for every visitor, but change with any write (and
 * availability with the clock): a browser or proxy may keep them, yet must ask each time whether they
 * are still current. The answer to that question is a 304 with no body.
 */
export const REVALIDATE_EACH_TIME = 'no-cache';

/** `If-None-Match` names this tag (or `*`). Weak comparison, as RFC 9110 prescribes for this header. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** A cached answer with its validators: 304 with no body when the client already holds these bytes. */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  void reply.header('etag', answer.etag).header('cache-control', REVALIDATE_EACH_TIME);
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return sendJson(reply, answer.body);
}
