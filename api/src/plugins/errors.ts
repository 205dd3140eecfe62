import type { ErrorResponse, FieldIssue } from '@clean/shared/schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/unreachable';
import { HttpError, invalidFields } from '../http/http-errors';

const SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';
const BUSY = 'We are very busy right now. Please try again in a moment.';
export const DATABASE_UNREACHABLE = 'We cannot reach our records right now. Please try again in a moment.';
/**
 * Seconds a client is asked to wait (Retry-After) when every database connection stayed busy, or the
 * database could not be reached (a restart takes a few seconds).
 */
export const RETRY_AFTER_S = 5;

/**
 * node-postgres's pool gave up waiting for a free connection (db/client.ts, POOL_WAIT_MS): the
 * database is busy, not broken, and nothing was written. Drizzle may wrap it as the cause.
 */
function isPoolWaitTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; current = current.cause, depth += 1) {
    if (current.message === 'timeout exceeded when trying to connect') return true;
  }
  return false;
}

type Validation = NonNullable<FastifyError['validation']>[number];

/** Zod issues, as Fastify reports them, to `{ field, message }` (e.g. `services.0.name`). */
function fieldIssues(validation: Validation[], context: string | undefined): FieldIssue[] {
  return validation.flatMap((item): FieldIssue[] => {
    const path = item.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const params = item.params as { keys?: unknown; expected?: unknown; input?: unknown };
    if (item.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
      return params.keys.map((key) => ({
        field: path ? `${path}.${String(key)}` : String(key),
        message: `Unknown field '${String(key)}'`,
      }));
    }
    if (!path && item.keyword === 'invalid_type' && context === 'body') {
      return [{ field: 'body', message: 'The request body must be a JSON object.' }];
    }
    const field = path || (context ?? 'request');
    let message = item.message ?? 'Invalid value';
    // Zod's generic type messages become sentences about the field.
    if (item.keyword === 'invalid_type' && message.startsWith('Invalid input')) {
      const name = humanize(field);
      message = message.endsWith('received undefined')
        ? `${name} is required`
        : `${name} must be ${typeof params.expected === 'string' ? `a ${params.expected}` : 'of another type'}`;
    }
    return [{ field, message }];
  });
}

/** One problem per field (the first): a malformed date is not also "not a real calendar day". */
function firstPerField(issues: FieldIssue[]): FieldIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => !seen.has(issue.field) && seen.add(issue.field));
}

/** `services.0.firstName` → 'First name'. */
function humanize(field: string): string {
  const last =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function send(reply: FastifyReply, statusCode: number, body: ErrorResponse): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** The one place errors become answers: `{ success: false, message, errors? }`, never a stack or SQL. */
export function errorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return send(reply, error.statusCode, {
      success: false,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.receiptPath ? { receiptPath: error.receiptPath } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = invalidFields(firstPerField(fieldIssues(error.validation, error.validationContext)));
    return send(reply, 400, { success: false, message: issue.message, errors: issue.errors });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return send(reply, 429, { success: false, message: error.message });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return send(reply, 400, { success: false, message: 'The request body is not valid JSON.' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(reply, 413, {
        success: false,
        message: `The request is too large. Send at most ${Math.floor(this.config.bodyLimitBytes / 1024)} KB.`,
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(reply, 415, {
        success: false,
        message: 'Send the request body as JSON (Content-Type: application/json).',
      });
  }
  if (error instanceof SyntaxError && status === 400) {
    return send(reply, 400, { success: false, message: 'The request body is not valid JSON.' });
  }
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    // Fastify's own client errors (bad content length, bad URL...) have plain, safe messages.
    return send(reply, status, { success: false, message: error.message || 'The request could not be handled.' });
  }
  if (isPoolWaitTimeout(error)) {
    request.log.warn({ err: error }, 'no database connection came free in time');
    reply.header('retry-after', String(RETRY_AFTER_S));
    return send(reply, 503, { success: false, message: BUSY });
  }
  if (isDatabaseUnreachable(error)) {
    // Nothing was half written: a transaction the server never committed dies with its connection, and
    // one committed just before is found by the client's retry (a booking's idempotency key; a payment
    // is recorded once).
    request.log.warn({ err: error }, 'the database is unreachable');
    reply.header('retry-after', String(RETRY_AFTER_S));
    return send(reply, 503, { success: false, message: DATABASE_UNREACHABLE });
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, { success: false, message: SERVER_ERROR });
}

/** Error handler and rate-limited JSON 404 for the whole app (fastify/demo's approach). */
export default fp(
  async (app) => {
    app.setErrorHandler(errorHandler);
    const notFound = (request: FastifyRequest, reply: FastifyReply) =>
      send(reply, 404, {
        success: false,
        message: `No such API route: ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`,
      });
    if (app.config.rateLimit.enabled) {
      app.setNotFoundHandler(
        {
          preHandler: app.rateLimit({ max: app.config.rateLimit.notFound, timeWindow: app.config.rateLimit.windowMs }),
        },
        notFound,
      );
    } else {
      app.setNotFoundHandler(notFound);
    }
  },
  { name: 'errors' },
);
